import { describe, it, expect } from 'vitest';
import { newSubmission } from './new-submission';
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

describe('newSubmission (the idempotency key is made when the applicant submits)', () => {
  it('adds a uuid v4 key by default', () => {
    const variables = newSubmission<'leadUpdateV3'>({ body: { id: 'L1' } });
    expect(variables.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('takes the key maker as an argument, for exact tests', () => {
    expect(newSubmission<'unsubscribe'>({ query: { email: 'a@b.es' } }, () => 'fixed')).toEqual({
      query: { email: 'a@b.es' },
      idempotencyKey: 'fixed',
    });
  });
});
