import { describe, expect, it } from 'vitest';
import type { WriteVariables } from '../../api/writes';
import { canonicalJson, contentKey } from './idempotency-keys';
import { intentKey } from './idempotency-keys';

/** Bodies of any shape: the key reads JSON, whatever the contract says of it. */
const as = (body: unknown) => ({ body }) as Omit<WriteVariables, 'idempotencyKey'>;

describe('one submission per intent: keys derived from the content (DESIGN.md §10)', () => {
  const body = { id: 'lead-1', amount: 500, contactDetails: { email: 'ana@example.com', phoneNumber: '612345678' } };

  it('gives the same key for the same answers, in whatever order the fields were written', () => {
    const reordered = { contactDetails: { phoneNumber: '612345678', email: 'ana@example.com' }, amount: 500, id: 'lead-1' };
    expect(contentKey('leadUpdateV3', 'lead-1', as(body))).toBe(contentKey('leadUpdateV3', 'lead-1', as(reordered)));
    expect(canonicalJson({ b: 1, a: { d: 2, c: undefined } })).toBe('{"a":{"d":2},"b":1}');
  });

  it('leaves out what differs between tabs without being an answer: device data, captcha token', () => {
    const tabA = { ...body, deviceData: { loadingTime: 120 }, googleCaptchaToken: 't1' };
    const tabB = { ...body, deviceData: { loadingTime: 480 }, googleCaptchaToken: 't2' };
    expect(contentKey('leadUpdateV3', 'lead-1', as(tabA))).toBe(contentKey('leadUpdateV3', 'lead-1', as(tabB)));
  });

  it('gives another key for another answer, another call or another lead', () => {
    const key = contentKey('leadUpdateV3', 'lead-1', as(body));
    expect(contentKey('leadUpdateV3', 'lead-1', as({ ...body, amount: 600 }))).not.toBe(key);
    expect(contentKey('leadUpdateV2', 'lead-1', as(body))).not.toBe(key);
    expect(contentKey('leadUpdateV3', 'lead-2', as(body))).not.toBe(key);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('an intent that may rightly repeat gets a new key each time', () => {
    expect(intentKey()).not.toBe(intentKey());
  });
});
