import { describe, expect, it } from 'vitest';
import { messageProblems, SUBJECT_MAX_LENGTH } from './commit-subjects.mjs';

describe('a commit message: a short imperative subject, a blank line, then the why', () => {
  it('takes a subject of at most 72 characters, then a blank line and the body', () => {
    expect(messageProblems(`${'x'.repeat(SUBJECT_MAX_LENGTH)}\n\nWhy it was needed.\n`)).toEqual([]);
    expect(messageProblems('Fix the thing\n')).toEqual([]);
  });

  it('refuses a subject that is a paragraph, one that ends with a full stop, and a body glued to it', () => {
    expect(messageProblems(`${'x'.repeat(SUBJECT_MAX_LENGTH + 1)}\n`)).toEqual([`the subject has ${SUBJECT_MAX_LENGTH + 1} characters, more than ${SUBJECT_MAX_LENGTH}`]);
    expect(messageProblems('Fix the thing.\n')).toEqual(['the subject ends with a full stop']);
    expect(messageProblems('Fix the thing\nbecause\n')).toEqual(['the subject is not followed by a blank line']);
    expect(messageProblems('\n\nbody')).toContain('the subject is empty');
  });

  it("ignores git's comment lines", () => {
    expect(messageProblems('Fix the thing\n\n# Please enter the commit message\n')).toEqual([]);
  });
});
