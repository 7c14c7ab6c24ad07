import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import staticApiCompat from './static-api-compat.mjs';

/** The rule against package.json's browserslist (Safari 15.4 the oldest Safari: README, "Supported browsers"). */
function problems(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const config = [{ plugins: { 'static-api-compat': staticApiCompat }, rules: { 'static-api-compat/static-api': 'error' as const } }];
  return linter.verify(code, config).map((message) => message.message);
}

describe("static methods outside the supported browsers fail lint (eslint-plugin-compat's metadata has none)", () => {
  it('URL.canParse (Safari 17) and AbortSignal.timeout (Safari 16) are named, with the browsers that lack them', () => {
    expect(problems('URL.canParse(value); AbortSignal.timeout(5000);')).toEqual([
      expect.stringMatching(/^URL\.canParse is not supported in .*safari 15\.4/),
      expect.stringMatching(/^AbortSignal\.timeout is not supported in .*safari 15\.4/),
    ]);
  });

  it('a static method every supported browser has passes (Object.hasOwn, Safari 15.4)', () => {
    expect(problems('Object.hasOwn(record, "key"); Array.from(list);')).toEqual([]);
  });

  it('feature detection is not a use, and a variable of the same name is not the global', () => {
    expect(problems('if (typeof URL.canParse === "function") run(); const URL = { canParse() {} }; URL.canParse("x");')).toEqual([]);
  });
});
