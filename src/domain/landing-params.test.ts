import { describe, it, expect } from 'vitest';
import { parseLandingParams, stripPersonalData } from './landing-params';
import { ACTIVE_BRAND_LIMITS, AMOUNT_MAX, AMOUNT_MIN, AMOUNT_STEP, PERIOD_MAX, PERIOD_MIN } from './limits';

const UUID = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';
const parse = (search: string, cookies = '') => parseLandingParams(search, ACTIVE_BRAND_LIMITS, cookies);

describe('parseLandingParams', () => {
  it('SPEC §2: reads every landing parameter', () => {
    const result = parse(
      `?sessionId=${UUID}&refName=aff&refSubId=sub&refTransactionId=tx&amount=500&period=70&firstName=Ana&lastName=Ruiz` +
        '&email=ana%40b.es&phoneNumber=612345678&sellingTierGlobalId=st&fbclid=fb1&ttclid=tt1',
    );
    expect(result).toEqual({
      sessionId: UUID, refName: 'aff', refSubId: 'sub', refTransactionId: 'tx', amount: 500, period: 70,
      firstName: 'Ana', lastName: 'Ruiz', email: 'ana@b.es', phoneNumber: '612345678', sellingTierGlobalId: 'st',
      fbclid: 'fb1', ttclid: 'tt1', adClick: {}, analytics: { ttclid: 'tt1' },
    });
  });

  it('SPEC §5: accepts a session id only in UUID format', () => {
    expect(parse('sessionId=abc').sessionId).toBeUndefined();
  });

  it('SPEC §2: s_id is the fallback for refTransactionId', () => {
    expect(parse('s_id=S1').refTransactionId).toBe('S1');
    expect(parse('s_id=S1&refTransactionId=T1').refTransactionId).toBe('T1');
  });

  it("SPEC §5: amount and period become numbers within the brand's limits; one off them becomes the nearest allowed, and that is said", () => {
    expect(parse(`amount=${AMOUNT_MIN}&period=${PERIOD_MAX}`)).toMatchObject({ amount: AMOUNT_MIN, period: PERIOD_MAX });
    expect(parse(`amount=${AMOUNT_MIN}&period=${PERIOD_MAX}`)).not.toHaveProperty('adjusted');
    const off = parse(`amount=${AMOUNT_MAX + AMOUNT_STEP}&period=${PERIOD_MIN - 1}`);
    expect(off).toMatchObject({ amount: AMOUNT_MAX, period: PERIOD_MIN });
    expect(off.adjusted).toEqual({
      amount: { asked: AMOUNT_MAX + AMOUNT_STEP, given: AMOUNT_MAX, reason: 'max' },
      period: { asked: PERIOD_MIN - 1, given: PERIOD_MIN, reason: 'min' },
    });
    expect(parse('amount=350').adjusted).toEqual({ amount: { asked: 350, given: 400, reason: 'step' } });
    expect(parse('amount=abc').amount).toBeUndefined();
    expect(parse('amount=-5').amount).toBeUndefined();
  });

  it('SPEC §2: keeps the attribution parameters as analytics properties', () => {
    const result = parse('utm_medium=cpc&utm_source=google&utm_campaign=c&utm_content=x&utm_term=t&gclid=g&gbraid=gb&wbraid=wb&gclsrc=aw.ds');
    expect(result.analytics).toEqual({
      utm_medium: 'cpc', utm_source: 'google', utm_campaign: 'c', utm_content: 'x', utm_term: 't', gclid: 'g', gbraid: 'gb', wbraid: 'wb',
    });
    expect(result.adClick).toEqual({ gclid: 'g', gclsrc: 'aw.ds', gbraid: 'gb', wbraid: 'wb' });
  });

  it('SPEC §2: reads fbc from the _fbc cookie and validates it', () => {
    expect(parse('', 'x=1; _fbc=fb.1.1700000000000.IwAR').fbc).toBe('fb.1.1700000000000.IwAR');
    expect(parse('', '_fbc=garbage').fbc).toBeUndefined();
  });

  it('takes a URLSearchParams and ignores empty values', () => {
    expect(parseLandingParams(new URLSearchParams('refName=&email=%20'), ACTIVE_BRAND_LIMITS)).toEqual({ adClick: {}, analytics: {} });
  });
});

describe('stripPersonalData', () => {
  it('SPEC §2: removes firstName, lastName, email and phoneNumber from the address', () => {
    expect(stripPersonalData('https://x.es/application-frontend/?firstName=A&refName=aff&lastName=B&email=e&phoneNumber=6#top')).toBe(
      'https://x.es/application-frontend/?refName=aff#top',
    );
  });

  it('issue 30: replaces an e-mail or phone number in any other parameter, whatever its name, and keeps the rest', () => {
    expect(stripPersonalData('/application-frontend/?utm_source=sms&utm_content=%2B34%20612%2034%2056%2078&utm_term=ana%40example.com&amount=300')).toBe(
      '/application-frontend/?utm_source=sms&utm_content=%5Bphone+removed%5D&utm_term=%5Bemail+removed%5D&amount=300',
    );
    expect(stripPersonalData(`/application-frontend/?sessionId=${UUID}&gclid=Cj0KCQjw-123456789AbC&amount=300`)).toBeNull();
  });

  it('keeps relative addresses relative', () => {
    expect(stripPersonalData('/application-frontend/?email=e&amount=300')).toBe('/application-frontend/?amount=300');
  });

  it('answers null when there is nothing to remove', () => {
    expect(stripPersonalData('https://x.es/?refName=aff')).toBeNull();
  });
});
