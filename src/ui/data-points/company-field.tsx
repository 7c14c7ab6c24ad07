import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { companyQueryOptions } from '../../api/company';
import { TextField, type TextFieldProps } from '../form-fields/text-field';
import { useRuntime } from '../../core/runtime/runtime-context';
import { useSetAnswers } from './use-answers';
import { useFieldText } from './use-field-text';

const MIN_SEARCH_LENGTH = 3;
const TYPING_PAUSE_MS = 300;

/**
 * The employer's name with suggestions from the company lookup (GET /company/{name}) in a native
 * datalist, which every phone and screen reader already knows. Choosing a suggestion also fills the
 * employer's tax number and address; free text stays allowed (not every employer is listed).
 */
type CompanyFieldProps = Omit<TextFieldProps, 'onChange'> & { onChange: (text: string) => void };

export function CompanyField(props: CompanyFieldProps) {
  const { api } = useRuntime();
  const setAnswers = useSetAnswers();
  const { t } = useFieldText();
  const [search, setSearch] = useState(props.value.trim());

  useEffect(() => {
    const timer = setTimeout(() => setSearch(props.value.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [props.value]);

  const lookup = useQuery({ ...companyQueryOptions(api, search), enabled: search.length >= MIN_SEARCH_LENGTH, retry: false });
  const companies = lookup.data ?? [];
  const listId = `${props.id}-companies`;
  const statusId = `${props.id}-status`;

  const change = (text: string) => {
    const match = companies.find((company) => company.name.toLowerCase() === text.trim().toLowerCase());
    if (!match) return props.onChange(text);
    const { name, ...rest } = match;
    const employer = Object.fromEntries(Object.entries(rest).map(([key, value]) => [`employer.${key}`, value]));
    setAnswers({ 'employer.name': name, ...employer });
  };

  return (
    <>
      <TextField {...props} list={listId} describedByExtra={statusId} onChange={change} />
      <datalist id={listId}>
        {companies.map((company) => (
          <option key={company.taxRegistryCode} value={company.name} />
        ))}
      </datalist>
      <p id={statusId} className="field-status" role="status">
        {companies.length > 0 ? t('company>found', { count: companies.length }) : ''}
      </p>
    </>
  );
}
