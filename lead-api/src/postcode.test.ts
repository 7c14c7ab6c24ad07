import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import { API_SECRET_HEADER, ENDPOINTS } from '../../src/api/contract';
import { PROVINCES, provinceForPostcode } from './data/provinces';
import { call, makeApi, makeDataDir, removeDataDir } from './test-helpers';

let dataDir: string;
let api: Awaited<ReturnType<typeof makeApi>>;
beforeAll(async () => {
  dataDir = await makeDataDir();
  api = await makeApi(dataDir);
});
afterAll(async () => {
  await removeDataDir(dataDir);
});

describe('Spanish postcode lookup (SPEC §7 /postcode/lookup/{code} and /postcode/{code})', () => {
  it('names the municipality and province of a known postcode on both paths', async () => {
    for (const endpoint of [ENDPOINTS.postcodeLookup, ENDPOINTS.postcode]) {
      const answer = await call(api, endpoint, { params: { code: '08001' } });
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ postalCode: '08001', municipality: 'Barcelona', city: 'Barcelona', province: 'Barcelona', provinceCode: '08' });
    }
  });

  it('answers the province alone for a postcode outside the municipality table', async () => {
    const answer = await call(api, ENDPOINTS.postcodeLookup, { params: { code: '29680' } });
    expect(answer.json).toEqual({ postalCode: '29680', municipality: null, city: null, province: 'Málaga', provinceCode: '29' });
  });

  it('answers 422 on contactDetails.postalCode when the code is not exactly five digits', async () => {
    const answer = await call(api, ENDPOINTS.postcodeLookup, { params: { code: '2801' } });
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual({ 'contactDetails.postalCode': 'invalid' });
  });

  it('answers 404 when the first two digits name no province', async () => {
    expect((await call(api, ENDPOINTS.postcode, { params: { code: '99999' } })).status).toBe(404);
  });

  it('maps each of the 52 province codes 01..52 and nothing else', () => {
    const codes = Array.from({ length: 52 }, (_, index) => String(index + 1).padStart(2, '0'));
    expect(Object.keys(PROVINCES).sort()).toEqual(codes);
    expect(provinceForPostcode('01001')?.name).toBe('Araba/Álava');
    expect(provinceForPostcode('52001')?.name).toBe('Melilla');
    expect(provinceForPostcode('00001')).toBeNull();
    expect(provinceForPostcode('53001')).toBeNull();
  });
});

describe('the postcode calls\' API secret (SPEC §7: they use an API secret)', () => {
  it('with a secret configured, answers 401 without it or with another, and the lookup with it', async () => {
    const secretDir = await makeDataDir();
    const guarded = await makeApi(secretDir, { postcodeApiSecret: 'pc-secret-1' });
    try {
      for (const endpoint of [ENDPOINTS.postcodeLookup, ENDPOINTS.postcode]) {
        expect((await call(guarded, endpoint, { params: { code: '08001' } })).status).toBe(401);
        expect((await call(guarded, endpoint, { params: { code: '08001' }, headers: { [API_SECRET_HEADER]: 'another' } })).json).toMatchObject({ code: 'unauthorized' });
        expect((await call(guarded, endpoint, { params: { code: '08001' }, headers: { [API_SECRET_HEADER]: 'pc-secret-1' } })).json).toMatchObject({ province: 'Barcelona' });
      }
    } finally {
      await guarded.close();
      await removeDataDir(secretDir);
    }
  });
});

