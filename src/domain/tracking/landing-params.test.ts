import { describe, it, expect } from 'vitest';
import { parseLandingParams, stripPersonalData } from './landing-params';
import { ACTIVE_BRAND_LIMITS, AMOUNT_MAX, AMOUNT_MIN, AMOUNT_STEP, PERIOD_MAX, PERIOD_MIN } from '../country/limits';

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

/** Landing links as affiliate networks, SMS campaigns and mail tools send them; `cleaned` null means left as it came. */
const LANDING_LINKS: Array<{ what: string; url: string; cleaned: string | null }> = [
  {
    what: 'affiliate sub and transaction ids of 9 and 13 digits stay as sent',
    url: `/application-frontend/?refName=affnet&refSubId=987654321&refTransactionId=1234567890123&amount=500`,
    cleaned: null,
  },
  {
    what: 'ids of 6 to 20 digits in an affiliate network\'s own parameters and click ids stay',
    url: `/application-frontend/?aff_sub=612345678&sub1=123456&clickid=12345678901234567890&s_id=34612345678&gclid=Cj0KCQjw-123456789AbC&fbclid=IwAR2x123456789012&sessionId=${UUID}`,
    cleaned: null,
  },
  {
    what: 'a mobile in utm_content goes, a campaign number stays',
    url: '/application-frontend/?utm_source=sms&utm_campaign=1234567890123&utm_content=612%2034%2056%2078',
    cleaned: '/application-frontend/?utm_source=sms&utm_campaign=1234567890123&utm_content=%5Bphone+removed%5D',
  },
  {
    what: "an e-mail whose '+' arrived unencoded goes whole",
    url: '/application-frontend/?email=lucia.garcia+promo@gmail.com&utm_term=lucia.garcia+promo@gmail.com&amount=500',
    cleaned: '/application-frontend/?utm_term=%5Bemail+removed%5D&amount=500',
  },
  {
    what: "an e-mail with its '+' encoded (%2B)",
    url: '/application-frontend/?utm_term=lucia.garcia%2Bpromo%40gmail.com',
    cleaned: '/application-frontend/?utm_term=%5Bemail+removed%5D',
  },
  {
    what: 'an e-mail encoded twice',
    url: '/application-frontend/?utm_content=lucia.garcia%252Bpromo%2540gmail.com',
    cleaned: '/application-frontend/?utm_content=%5Bemail+removed%5D',
  },
  {
    what: 'an e-mail after #, as a parameter and as text',
    url: '/application-frontend/initial-details?amount=500#email=lucia%40gmail.com&step=2',
    cleaned: '/application-frontend/initial-details?amount=500#step=2',
  },
  {
    what: 'an e-mail as the whole fragment',
    url: '/application-frontend/#lucia.garcia@gmail.com',
    cleaned: '/application-frontend/#%5Bemail%20removed%5D',
  },
  {
    what: 'an e-mail in the path',
    url: '/application-frontend/unsubscribe/lucia%40gmail.com',
    cleaned: '/application-frontend/unsubscribe/%5Bemail%20removed%5D',
  },
  {
    what: 'a phone in a parameter named for one, whatever its shape',
    url: '/application-frontend/?tel=911234567&amount=500',
    cleaned: '/application-frontend/?tel=%5Bphone+removed%5D&amount=500',
  },
  {
    what: 'an e-mail in an affiliate sub id goes too: an e-mail is never an id',
    url: '/application-frontend/?refName=affnet&refSubId=ana%40example.com',
    cleaned: '/application-frontend/?refName=affnet&refSubId=%5Bemail+removed%5D',
  },
];

describe('stripPersonalData', () => {
  it('SPEC §2: removes firstName, lastName, email and phoneNumber from the address', () => {
    expect(stripPersonalData('https://x.es/application-frontend/?firstName=A&refName=aff&lastName=B&email=e&phoneNumber=6#top')).toBe(
      'https://x.es/application-frontend/?refName=aff#top',
    );
  });

  it('replaces an e-mail or phone number in any other parameter, whatever its name, and keeps the rest', () => {
    expect(stripPersonalData('/application-frontend/?utm_source=sms&utm_content=%2B34%20612%2034%2056%2078&utm_term=ana%40example.com&amount=300')).toBe(
      '/application-frontend/?utm_source=sms&utm_content=%5Bphone+removed%5D&utm_term=%5Bemail+removed%5D&amount=300',
    );
    expect(stripPersonalData(`/application-frontend/?sessionId=${UUID}&gclid=Cj0KCQjw-123456789AbC&amount=300`)).toBeNull();
  });

  it('changes nothing in an address it cleaned: a reload reads the same references', () => {
    for (const link of LANDING_LINKS) {
      const cleaned = stripPersonalData(link.url) ?? link.url;
      expect(stripPersonalData(cleaned), link.url).toBeNull();
    }
  });

  it.each(LANDING_LINKS)('a real landing link: $what', ({ url, cleaned }) => {
    expect(stripPersonalData(url)).toBe(cleaned);
  });

  it('keeps relative addresses relative', () => {
    expect(stripPersonalData('/application-frontend/?email=e&amount=300')).toBe('/application-frontend/?amount=300');
  });

  it('answers null when there is nothing to remove', () => {
    expect(stripPersonalData('https://x.es/?refName=aff')).toBeNull();
  });
});
