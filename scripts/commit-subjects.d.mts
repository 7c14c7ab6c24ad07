export const SUBJECT_MAX_LENGTH: number;
export const RULE_SET_AFTER: string;
export function messageProblems(message: string): string[];
