import { SummaryList } from '../../ui/screen-parts/summary-list';
import { useTranslation } from 'react-i18next';
import type { ApplicationResult } from '../../domain/journey/application-record';
import { useApplicationState } from '../../core/application/use-stores';
import { formatMoney, formatNumber } from '../../ui/form-fields/formatters';
import { useRuntime } from '../../core/runtime/runtime-context';

/** SPEC §3: applicationResult.partner.name, when the server named the lender. */
export function partnerNameOf(result: ApplicationResult): string | undefined {
  const name = result.partner?.name;
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}

/** What the applicant asked for (application data) and, when known, the lender: a GOV.UK summary list. */
export function LoanSummary() {
  const { t, i18n } = useTranslation('flow');
  const { brand } = useRuntime();
  const amount = useApplicationState((state) => state.data.amount);
  const period = useApplicationState((state) => state.data.period);
  const scale = useApplicationState((state) => state.data.periodScale) ?? brand.period.scale;
  const partner = useApplicationState((state) => partnerNameOf(state.applicationResult));
  const locale = i18n.resolvedLanguage ?? i18n.language;

  const rows: [string, string][] = [];
  if (amount !== undefined) rows.push([t('outcomes>amount'), t('outcomes>money', { amount: formatMoney(amount, brand.currency, locale) })]);
  if (period !== undefined) rows.push([t('outcomes>period'), t(scale === 'months' ? 'outcomes>months' : 'outcomes>days', { value: formatNumber(period, locale), count: period })]);
  if (partner) rows.push([t('outcomes>partner'), partner]);
  if (rows.length === 0) return null;

  return <SummaryList rows={rows} label={t('outcomes>summaryLabel')} />;
}
