import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { keyFromData } from '../../config/text-keys';
import { choicesQueryOptions } from '../../api/reference-data';
import type { ChoiceList } from '../../api/contract/reference-data';
import { useRuntime } from '../../core/runtime/runtime-context';
import type { FieldOptions } from './field-types';

export type LoadedOptions = {
  options: { value: string; label: string }[];
  status: 'ready' | 'loading' | 'failed';
  retry: () => void;
};

/** The server's lists come in Spanish or English; the Spanish-speaking locales take Spanish. */
export function choicesLanguage(locale: string): string {
  // The locale code itself (es, mx, co, de, pl, ro, vn, ph, en): lead-api answers in each.
  return locale;
}

/** A field's options: the server's /choices list when it has one, else the registry's values, translated. */
export function useFieldOptions(dataPoint: string, source: FieldOptions | undefined): LoadedOptions {
  const { api, config } = useRuntime();
  const { t } = useTranslation('form');
  const list: ChoiceList | null = source && 'choices' in source ? source.choices : null;
  const query = useQuery({
    ...choicesQueryOptions(api, list ?? 'country', choicesLanguage(config.locale)),
    enabled: list !== null,
  });
  if (!source) return { options: [], status: 'ready', retry: () => undefined };
  if ('values' in source) {
    return { options: source.values.map((value) => ({ value, label: t(keyFromData<'form'>(`options>${dataPoint}>${value}`)) })), status: 'ready', retry: () => undefined };
  }
  const retry = () => void query.refetch();
  if (query.data) return { options: query.data, status: 'ready', retry };
  return { options: [], status: query.isError ? 'failed' : 'loading', retry };
}
