import { describe, expect, it } from 'vitest';
import { apiOrigin, contentSecurityPolicy, cspReportUrl, nginxSecurityHeaders, responseKindOf, securityHeaders } from './security-headers';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows neither inline code nor eval, whatever the configuration', () => {
    for (const input of [{}, { apiBase: 'https://api.example.com/v1', tracking: { gtmId: 'GTM-1', metaPixelId: '1' } }]) {
      const csp = contentSecurityPolicy(input);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(directive(csp, 'style-src')).toBe("style-src 'self'");
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    }
  });

  it('connects to its own origin for a relative API base, and to the API origin for an absolute one', () => {
    expect(directive(contentSecurityPolicy({ apiBase: '/api' }), 'connect-src')).toBe("connect-src 'self'");
    expect(directive(contentSecurityPolicy({ apiBase: 'https://leads.example.com/api/' }), 'connect-src')).toBe("connect-src 'self' https://leads.example.com");
  });

  it('names the hosts of configured tags only', () => {
    expect(directive(contentSecurityPolicy({ tracking: {} }), 'script-src')).toBe("script-src 'self'");
    const csp = contentSecurityPolicy({ tracking: { gtmId: 'GTM-1', googleAdsSendTo: 'AW-1/x', metaPixelId: '' } });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(csp, 'connect-src')).toContain('https://www.google-analytics.com');
    expect(csp).not.toContain('facebook');
  });

  it('names the analytics host, first-party script proxies, replay and reCAPTCHA hosts when they are configured', () => {
    const csp = contentSecurityPolicy({
      tracking: { analyticsHost: 'https://eu.collector.example/ingest', replayAppId: 'org/app', recaptchaSiteKey: 'key', scriptUrls: { meta: 'https://t.example.com/fbevents.js' } },
    });
    expect(directive(csp, 'connect-src')).toContain('https://eu.collector.example');
    expect(directive(csp, 'script-src')).toContain('https://t.example.com');
    expect(directive(csp, 'script-src')).toContain('https://cdn.logr-in.com');
    expect(directive(csp, 'script-src')).toContain('https://www.gstatic.com');
    expect(directive(contentSecurityPolicy({}), 'script-src')).toBe("script-src 'self'");
  });

  it('loads partner logos from the hosts the configuration names, and from no other', () => {
    expect(directive(contentSecurityPolicy({}), 'img-src')).toBe("img-src 'self' data: blob:");
    const csp = contentSecurityPolicy({ partnerLogoOrigins: ['https://logos.partner.example', 'https://logos.partner.example/', "https://x.example 'unsafe-inline'"] });
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://logos.partner.example");
  });

  it('opens frames only on this origin, the partner origins the configuration names and the frames of configured tags', () => {
    expect(directive(contentSecurityPolicy({ environment: 'production' }), 'frame-src')).toBe("frame-src 'self'");
    expect(directive(contentSecurityPolicy({ environment: 'development' }), 'frame-src')).toBe("frame-src 'self'");
    const csp = contentSecurityPolicy({ partnerOrigins: ['https://bank.partner.example', 'https://bank.partner.example/', 'javascript:alert(1)'], tracking: { recaptchaSiteKey: 'k' } });
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://bank.partner.example https://www.google.com");
  });

  it("lets only the embedding origins frame the funnel, and nobody when there are none", () => {
    expect(directive(contentSecurityPolicy({}), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(contentSecurityPolicy({ embedding: { allowedParentOrigins: ['https://partner.example', 'https://partner.example'] } }), 'frame-ancestors')).toBe(
      'frame-ancestors https://partner.example',
    );
  });

  it('posts forms only to this origin and the partner origins the configuration names (partner POST redirects)', () => {
    expect(directive(contentSecurityPolicy({ environment: 'production' }), 'form-action')).toBe("form-action 'self'");
    expect(directive(contentSecurityPolicy({ environment: 'development' }), 'form-action')).toBe("form-action 'self'");
    expect(directive(contentSecurityPolicy({ partnerOrigins: ['https://lender.example', "https://x.example 'unsafe-inline'"] }), 'form-action')).toBe(
      "form-action 'self' https://lender.example",
    );
  });

  it('upgrades insecure requests outside development only', () => {
    expect(contentSecurityPolicy({ environment: 'development' })).not.toContain('upgrade-insecure-requests');
    for (const environment of ['staging', 'production']) expect(contentSecurityPolicy({ environment })).toContain('; upgrade-insecure-requests;');
  });

  it("reports violations to the API's report endpoint, by report-uri and by the Reporting API", () => {
    expect(directive(contentSecurityPolicy({ apiBase: '/api' }), 'report-uri')).toBe('report-uri /api/csp-reports');
    expect(directive(contentSecurityPolicy({ apiBase: 'https://leads.example.com/v1/' }), 'report-uri')).toBe('report-uri https://leads.example.com/v1/csp-reports');
    expect(directive(contentSecurityPolicy({}), 'report-to')).toBe('report-to csp');
    expect(securityHeaders({ apiBase: '/api' })['Reporting-Endpoints']).toBe('csp="/api/csp-reports"');
    expect(cspReportUrl(undefined)).toBe('/api/csp-reports');
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy and a permissions policy that allows the camera on its own origin only', () => {
    const headers = securityHeaders({});
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=(self)');
    expect(headers['Permissions-Policy']).toContain('microphone=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
  });

  it("sends the rest of OWASP's list: COOP, CORP, X-Frame-Options and X-Permitted-Cross-Domain-Policies", () => {
    const headers = securityHeaders({ environment: 'production' });
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Permitted-Cross-Domain-Policies']).toBe('none');
    expect(headers['Cache-Control']).toBeUndefined();
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('lets partners load the embed script from their own origin', () => {
    expect(securityHeaders({}, 'embed-script')['Cross-Origin-Resource-Policy']).toBe('cross-origin');
  });

  it('sends no X-Frame-Options when partners may frame the funnel: it cannot name them, and frame-ancestors does', () => {
    const headers = securityHeaders({ embedding: { allowedParentOrigins: ['https://partner.example'] } });
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(directive(headers['Content-Security-Policy'] ?? '', 'frame-ancestors')).toBe('frame-ancestors https://partner.example');
  });

  it('keeps API answers out of every cache, and sends HSTS over TLS only', () => {
    expect(securityHeaders({}, 'api')['Cache-Control']).toBe('no-store');
    expect(securityHeaders({}, 'app', { tls: true })['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('writes the same headers as nginx directives, hiding a proxied upstream\'s own copies', () => {
    const config = { embedding: { allowedParentOrigins: ['https://partner.example'] } };
    const lines = nginxSecurityHeaders(config).split('\n');
    expect(lines).toHaveLength(Object.keys(securityHeaders(config)).length);
    expect(lines[0]).toMatch(/^add_header Content-Security-Policy "default-src 'self'; .*frame-ancestors https:\/\/partner\.example; .*" always;$/);
    expect(lines).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(lines).toContain('add_header Reporting-Endpoints "csp=\\"/api/csp-reports\\"" always;');
    const api = nginxSecurityHeaders({}, 'api', { proxied: true, tls: true }).split('\n');
    expect(api).toContain('proxy_hide_header Content-Security-Policy;');
    expect(api).toContain('add_header Cache-Control "no-store" always;');
    expect(api).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
  });
});

describe('responseKindOf', () => {
  const paths = { basePath: '/application-frontend', apiPath: '/api', embedPath: '/application-frontend/embed' };
  it('tells API answers, the embed script and the rest of the app apart, and leaves the sandbox pages of other sites alone', () => {
    expect(responseKindOf('/api/v3/lead', paths)).toBe('api');
    expect(responseKindOf('/api', paths)).toBe('api');
    expect(responseKindOf('/policy', paths)).toBe('api');
    expect(responseKindOf('/application-frontend/embed/v1.js', paths)).toBe('embed-script');
    for (const path of ['/', '/application-frontend/', '/application-frontend/assets/x.js', '/nowhere', '/apiary']) expect(responseKindOf(path, paths)).toBe('app');
    expect(responseKindOf('/partner/offer', paths)).toBe('sandbox-page');
    expect(responseKindOf('/policy/terms', paths)).toBe('sandbox-page');
  });
});

describe('apiOrigin', () => {
  it('ignores paths and values that are not URLs', () => {
    expect(apiOrigin('/api')).toBeUndefined();
    expect(apiOrigin(undefined)).toBeUndefined();
    expect(apiOrigin('https://')).toBeUndefined();
    expect(apiOrigin('http://localhost:8080/api')).toBe('http://localhost:8080');
  });
});
