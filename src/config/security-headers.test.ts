import { describe, expect, it } from 'vitest';
import { apiOrigin, contentSecurityPolicy, nginxSecurityHeaders, securityHeaders } from './security-headers';

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

  it('names the analytics host, first-party script proxies, replay and reCAPTCHA hosts when they are configured (issue 15)', () => {
    const csp = contentSecurityPolicy({
      tracking: { analyticsHost: 'https://eu.collector.example/ingest', replayAppId: 'org/app', recaptchaSiteKey: 'key', scriptUrls: { meta: 'https://t.example.com/fbevents.js' } },
    });
    expect(directive(csp, 'connect-src')).toContain('https://eu.collector.example');
    expect(directive(csp, 'script-src')).toContain('https://t.example.com');
    expect(directive(csp, 'script-src')).toContain('https://cdn.logr-in.com');
    expect(directive(csp, 'script-src')).toContain('https://www.gstatic.com');
    expect(directive(contentSecurityPolicy({}), 'script-src')).toBe("script-src 'self'");
  });

  it('loads partner logos from the hosts the configuration names, and from no other (issue 28)', () => {
    expect(directive(contentSecurityPolicy({}), 'img-src')).toBe("img-src 'self' data: blob:");
    const csp = contentSecurityPolicy({ partnerLogoOrigins: ['https://logos.partner.example', 'https://logos.partner.example/', "https://x.example 'unsafe-inline'"] });
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://logos.partner.example");
  });

  it('lets partner hand-offs open in a frame on https: (http: only in development)', () => {
    expect(directive(contentSecurityPolicy({ environment: 'production' }), 'frame-src')).toBe("frame-src 'self' https:");
    expect(directive(contentSecurityPolicy({ environment: 'development' }), 'frame-src')).toBe("frame-src 'self' https: http:");
  });

  it("lets only the embedding origins frame the funnel, and nobody when there are none", () => {
    expect(directive(contentSecurityPolicy({}), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(contentSecurityPolicy({ embedding: { allowedParentOrigins: ['https://partner.example', 'https://partner.example'] } }), 'frame-ancestors')).toBe(
      'frame-ancestors https://partner.example',
    );
  });

  it('posts partner hand-off forms to https: partners, and to http: ones only in development', () => {
    expect(directive(contentSecurityPolicy({ environment: 'production' }), 'form-action')).toBe("form-action 'self' https:");
    expect(directive(contentSecurityPolicy({ environment: 'development' }), 'form-action')).toBe("form-action 'self' https: http:");
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

  it('writes the same headers as nginx directives', () => {
    const lines = nginxSecurityHeaders({ embedding: { allowedParentOrigins: ['https://partner.example'] } }).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^add_header Content-Security-Policy "default-src 'self'; .*frame-ancestors https:\/\/partner\.example" always;$/);
    expect(lines).toContain('add_header X-Content-Type-Options "nosniff" always;');
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
