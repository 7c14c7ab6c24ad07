import { useMemo } from 'react';
import { LOCALE_LANGUAGE_TAGS } from '../../config/runtime-config';
import { useRuntime } from '../runtime/runtime-context';

/**
 * Offer figures as the brand's country writes them: Intl.NumberFormat with the brand's locale and
 * currency (1.000,00 € in Spain, 1 000,00 zł in Poland), the term in days or months, dates in full.
 */
export function useOfferFormat() {
  const { brand } = useRuntime();
  return useMemo(() => {
    const tag = LOCALE_LANGUAGE_TAGS[brand.locale];
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency: brand.currency });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' });
    return {
      tag,
      money: (amount: number) => money.format(amount),
      percent: (value: number) => percent.format(value / 100),
      date: (ms: number) => date.format(new Date(ms)),
      term: (period: number, scale: 'days' | 'months') =>
        new Intl.NumberFormat(tag, { style: 'unit', unit: scale === 'months' ? 'month' : 'day', unitDisplay: 'long' }).format(period),
    };
  }, [brand.locale, brand.currency]);
}
