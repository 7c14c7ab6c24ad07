import { describe, expect, it } from 'vitest';
import { LOADED_ON_USE, ON_DEMAND_SCREENS, onDemandFiles, type ChunkNode } from './on-demand-chunks';

const chunk = (fileName: string, rest: Partial<ChunkNode> = {}): ChunkNode => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  css: [],
  ...rest,
});

/** The shape of the app's build: an entry, main, the form's screen, two screens after the offer. */
const build = [
  chunk('assets/index.js', { isEntry: true, dynamicImports: ['assets/main.js'] }),
  chunk('assets/main.js', { facadeModuleId: '/app/src/main.tsx', imports: ['assets/shared.js'], dynamicImports: ['assets/form-step-screen.js', 'assets/sms.js', 'assets/offer-screen.js'] }),
  chunk('assets/form-step-screen.js', { facadeModuleId: '/app/src/features/dynamic-form/form-step-screen.tsx', imports: ['assets/fields.js'], css: ['assets/fields.css'] }),
  chunk('assets/fields.js', { imports: ['assets/shared.js'] }),
  chunk('assets/shared.js'),
  chunk('assets/sms.js', { facadeModuleId: '/app/src/features/after-offer/mobile-verification.tsx', imports: ['assets/fields.js', 'assets/sms-code.js'], css: ['assets/fields.css', 'assets/sms.css'] }),
  chunk('assets/sms-code.js'),
  chunk('assets/offer-screen.js', { facadeModuleId: '/app/src/features/partners/offer-screen.tsx', imports: ['assets/qr.js'], dynamicImports: ['assets/handoff.js'] }),
  chunk('assets/qr.js'),
  chunk('assets/handoff.js', { facadeModuleId: '/app/src/ui/screen-parts/handoff.tsx' }),
];

/** The module ids a rule names, in their order. */
const matching = (rule: { test(moduleId: string): boolean }, moduleIds: readonly string[]) => moduleIds.filter((id) => rule.test(id));

describe('what the service worker does not precache', () => {
  it('names after-offer, outcome and partner screens as on demand, and no form screen', () => {
    const screens = ['/app/src/features/after-offer/id-upload.tsx', 'C:\\app\\src\\features\\outcomes\\accepted.tsx', '/app/src/features/partners/offer-screen.tsx'];
    expect(matching(ON_DEMAND_SCREENS, [...screens, '/app/src/features/dynamic-form/form-step-screen.tsx', '/app/src/ui/data-points/step-layout.tsx'])).toEqual(screens);
  });

  it('leaves out such a screen, what only it imports, its own styles and what it loads later', () => {
    expect([...onDemandFiles(build)].sort()).toEqual(['assets/handoff.js', 'assets/offer-screen.js', 'assets/qr.js', 'assets/sms-code.js', 'assets/sms.css', 'assets/sms.js']);
  });

  it('keeps what the form shares with such a screen, code and styles', () => {
    const onDemand = onDemandFiles(build);
    for (const shared of ['assets/fields.js', 'assets/fields.css', 'assets/shared.js']) expect(onDemand.has(shared)).toBe(false);
  });

  it('keeps a chunk that the form loads too, even when a screen after the offer also imports it dynamically', () => {
    const formLoadsQr = build.map((node) => (node.fileName === 'assets/form-step-screen.js' ? { ...node, dynamicImports: ['assets/qr.js'] } : node));
    expect(onDemandFiles(formLoadsQr).has('assets/qr.js')).toBe(false);
  });

  it('keeps everything when no screen is on demand (the rule is the only thing that leaves files out)', () => {
    expect(onDemandFiles(build, () => false).size).toBe(0);
  });

  it('names what the page imports only on use: the phone rules, tracking and the worker\'s updater, not their loaders nor the consent dialog', () => {
    const onUse = ['/app/src/ui/form-fields/phone-rules.ts', '/app/src/features/tracking/index.ts', '/app/node_modules/workbox-window/build/workbox-window.prod.es5.mjs'];
    expect(matching(LOADED_ON_USE, [...onUse, '/app/src/ui/form-fields/phone-library.ts', '/app/src/features/tracking/consent-dialog.tsx'])).toEqual(onUse);
  });

  it('leaves out a chunk loaded on use with what only it imports, by default', () => {
    const withPhoneRules = [
      ...build.map((node) => (node.fileName === 'assets/form-step-screen.js' ? { ...node, dynamicImports: ['assets/phone-rules.js'] } : node)),
      chunk('assets/phone-rules.js', { facadeModuleId: '/app/src/ui/form-fields/phone-rules.ts', imports: ['assets/libphonenumber.js', 'assets/shared.js'] }),
      chunk('assets/libphonenumber.js'),
    ];
    const onDemand = onDemandFiles(withPhoneRules);
    expect(onDemand.has('assets/phone-rules.js')).toBe(true);
    expect(onDemand.has('assets/libphonenumber.js')).toBe(true);
    expect(onDemand.has('assets/shared.js')).toBe(false);
  });
});
