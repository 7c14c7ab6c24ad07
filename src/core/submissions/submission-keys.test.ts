import { describe, it, expect } from 'vitest';
import { SUBMISSION_SCOPE_ID, submissionKey, submissionName } from './submission-keys';

describe('submission keys', () => {
  it('names each write by its contract name, under one scope', () => {
    expect(submissionKey('leadCreateV3')).toEqual(['submission', 'leadCreateV3']);
    expect(SUBMISSION_SCOPE_ID).toBe('lead');
  });

  it('reads the write back from a mutation key, and nothing from other keys', () => {
    expect(submissionName(['submission', 'mobileVerify'])).toBe('mobileVerify');
    expect(submissionName(['submission', 'leadStatus'])).toBeUndefined();
    expect(submissionName(['other', 'leadCreateV3'])).toBeUndefined();
    expect(submissionName(undefined)).toBeUndefined();
  });
});
