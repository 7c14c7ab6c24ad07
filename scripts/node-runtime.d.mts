export declare const MIN_NODE_MAJOR: number;
export declare function nodeRuntimeProblem(runtime: { version: string; hasSqlite: boolean; execPath: string }): string | undefined;
export declare function checkNodeRuntime(): Promise<void>;
