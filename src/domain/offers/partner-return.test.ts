import { describe, expect, it } from 'vitest';
import { isHandoff, readPartnerReturn, referenceOfPartnerUrl } from './partner-return';

const REF = 'a1b2c3d4e5f6';

describe('readPartnerReturn', () => {
  it('nothing in the address is no return', () => {
    expect(readPartnerReturn('')).toEqual({ kind: 'none' });
    expect(readPartnerReturn('?utm_source=x')).toEqual({ kind: 'none' });
  });

  it.each(['success', 'failure', 'cancel'] as const)('reads %s with the issued reference', (result) => {
    expect(readPartnerReturn(`?result=${result}&ref=${REF}`, REF)).toEqual({ kind: 'result', result, reference: REF });
  });

  it.each([
    ['an unknown result', `?result=approved&ref=${REF}`],
    ['a result without reference', '?result=success'],
    ['a reference without result', `?ref=${REF}`],
    ['a malformed reference', '?result=success&ref=<script>'],
    ['another hand-off\u2019s reference', '?result=success&ref=zzzzzzzzzzzz'],
  ])('refuses %s', (_name, search) => {
    expect(readPartnerReturn(search, REF)).toEqual({ kind: 'invalid' });
  });

  it('without a known reference, any well-formed one is passed on (the server checks it)', () => {
    expect(readPartnerReturn(new URLSearchParams({ result: 'cancel', ref: REF }))).toEqual({ kind: 'result', result: 'cancel', reference: REF });
  });
});

describe('referenceOfPartnerUrl', () => {
  it('reads ref from the partner address, and nothing from a broken one', () => {
    expect(referenceOfPartnerUrl(`https://bank.example/link?ref=${REF}&x=1`)).toBe(REF);
    expect(referenceOfPartnerUrl('https://bank.example/link')).toBeUndefined();
    expect(referenceOfPartnerUrl('not a url')).toBeUndefined();
  });
});

describe('isHandoff', () => {
  it('knows the four hand-offs', () => {
    expect(isHandoff('instantor')).toBe(true);
    expect(isHandoff('moneyman-paylands')).toBe(true);
    expect(isHandoff('smava')).toBe(false);
  });
});
