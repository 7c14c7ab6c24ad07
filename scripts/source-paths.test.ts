import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOURCE_PATHS, underPaths } from './source-paths';

describe('the source paths the build names', () => {
  it('each exists: a moved file or folder fails here, not quietly in what a phone downloads', () => {
    const paths = [
      ...SOURCE_PATHS.onDemandScreens,
      ...SOURCE_PATHS.loadedOnUse,
      ...SOURCE_PATHS.phoneRules,
      ...Object.values(SOURCE_PATHS.startRoots).flat(),
    ];
    expect(paths.filter((path) => !existsSync(path))).toEqual([]);
  });

  it('match a module id under a folder or of a file, in either separator, and nothing beside them', () => {
    const screens = underPaths(['src/features/outcomes']);
    expect(screens.test('/app/src/features/outcomes/accepted.tsx')).toBe(true);
    expect(screens.test('C:\\app\\src\\features\\outcomes\\accepted.tsx')).toBe(true);
    expect(screens.test('/app/src/features/outcomes-old/accepted.tsx')).toBe(false);
    const file = underPaths(['src/domain/validation/phone.ts']);
    expect(file.test('/app/src/domain/validation/phone.ts')).toBe(true);
    expect(file.test('/app/src/domain/validation/phone.test.ts')).toBe(false);
  });
});
