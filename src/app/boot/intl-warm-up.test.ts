import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmUpIntl (ICU data loaded off the main thread)', () => {
  it('asks for a number and a plural format in the page language', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const pluralRules = vi.spyOn(Intl, 'PluralRules');
    warmUpIntl('es-ES');
    expect(numberFormat).toHaveBeenCalledWith('es-ES', expect.objectContaining({ style: 'currency' }));
    expect(pluralRules).toHaveBeenCalledWith('es-ES');
  });

  it('does not throw on a page without a valid language tag', () => {
    expect(() => warmUpIntl('')).not.toThrow();
    expect(() => warmUpIntl('not a tag!')).not.toThrow();
  });
});
