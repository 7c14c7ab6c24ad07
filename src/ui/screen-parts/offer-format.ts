import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownOffer } from '../../domain/offers/offers';
import { LOCALE_LANGUAGE_TAGS } from '../../config/runtime-config';
import { formatPercent } from '../form-fields/formatters';
import { useRuntime } from '../../core/runtime/runtime-context';

/**
 * Offer figures as the brand's country writes them: Intl.NumberFormat with the brand's locale and
 * currency (1.000,00 € in Spain, 1 000,00 zł in Poland), the term in days or months, dates in full.
 */
export function useOfferFormat() {
  const { brand } = useRuntime();
  return useMemo(() => {
    const tag = LOCALE_LANGUAGE_TAGS[brand.locale];
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency: brand.currency });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' });
    return {
      tag,
      money: (amount: number) => money.format(amount),
      percent: (value: number) => formatPercent(value, brand.locale),
      date: (ms: number) => date.format(new Date(ms)),
      term: (period: number, scale: 'days' | 'months') =>
        new Intl.NumberFormat(tag, { style: 'unit', unit: scale === 'months' ? 'month' : 'day', unitDisplay: 'long' }).format(period),
    };
  }, [brand.locale, brand.currency]);
}

/** An offer's figures as term and value rows: on its card, and on the accepted screen once accepted. */
export function useOfferRows(offer: ShownOffer | undefined): [string, string][] {
  const { t } = useTranslation('steps');
  const format = useOfferFormat();
  if (!offer) return [];
  const rows: [string, string][] = [
    [t('offer>amount'), format.money(offer.amount)],
    [t('offer>term'), format.term(offer.period, offer.periodScale)],
    [t('offer>monthly'), format.money(offer.monthlyPayment)],
    [t('offer>total'), format.money(offer.totalToRepay)],
  ];
  if (offer.apr !== undefined) rows.push([t('offer>apr'), format.percent(offer.apr)]);
  return rows;
}
