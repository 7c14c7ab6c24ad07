import { describe, expect, it } from 'vitest';
import { isServerPath } from './dev-server';

describe('what npm run dev hands to the lead API rather than to Vite', () => {
  it('takes the runtime files, the API, the policies and the partner page', () => {
    for (const path of ['/application-frontend/config.json', '/application-frontend/manifest.webmanifest', '/api/v3/test/datapoints', '/policy', '/policy/privacy', '/partner/offer']) {
      expect(isServerPath(path), path).toBe(true);
    }
  });

  it("leaves the app's pages, modules and locales to Vite", () => {
    for (const path of ['/application-frontend/', '/application-frontend/initial-details', '/application-frontend/src/main.tsx', '/application-frontend/locales/es/common.json', '/@vite/client', '/apiary', '/policy-x']) {
      expect(isServerPath(path), path).toBe(false);
    }
  });
});
