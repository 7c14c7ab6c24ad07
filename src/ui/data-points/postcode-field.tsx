import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { postcodeQueryOptions } from '../../api/postcode';
import { getDataPoint } from '../../domain/lead/lead';
import { validatePostalCode } from '../../domain/validation/validation';
import { TextField, type TextFieldProps } from '../form-fields/text-field';
import { useRuntime } from '../../core/runtime/runtime-context';
import { useLead, useSetAnswers } from './use-answers';
import { useFieldText } from './use-field-text';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

type PostcodeFieldProps = Omit<TextFieldProps, 'onChange'> & { dataPoint: string; onChange: (text: string) => void };

/** The section of a postcode data point: contactDetails.postalCode fills contactDetails.city and province. */
const sectionOf = (dataPoint: string) => dataPoint.split('.')[0] ?? 'contactDetails';

/**
 * A postcode that fills the town and province (SPEC §7 postcode lookup). The lookup runs once the
 * code is valid; what it finds is written once per code, and only where the applicant has not
 * answered: an own correction of the town is not overwritten again (nor after a reload: a town
 * already there counts as filled), and neither is a town typed while a slow lookup was on its way.
 */
export function PostcodeField({ dataPoint, ...props }: PostcodeFieldProps) {
  const { api, brand, config } = useRuntime();
  const lead = useLead();
  const setAnswers = useSetAnswers();
  const { t } = useFieldText();
  const section = sectionOf(dataPoint);
  const code = props.value.trim();
  const valid = validatePostalCode(code, brand.country) === null;
  const lookup = useQuery({ ...postcodeQueryOptions(api, code, { apiSecret: config.postcodeApiSecret }), enabled: valid && brand.country === 'ES', retry: false });
  const filledFor = useRef<string | null>(getDataPoint(lead, `${section}.city`) ? code : null);

  useEffect(() => {
    const found = lookup.data;
    if (!found || found.postalCode !== code || filledFor.current === code) return;
    filledFor.current = code;
    const lookedUp: Record<string, unknown> = { [`${section}.province`]: found.provinceCode };
    const town = found.city ?? found.municipality;
    if (town) lookedUp[`${section}.city`] = town;
    if (found.municipality && section === 'contactDetails') lookedUp['contactDetails.municipality'] = found.municipality;
    // The answers as they are when the lookup comes back: a slow one may come after the applicant typed the town.
    const unanswered = Object.entries(lookedUp).filter(([point]) => isBlank(getDataPoint(lead, point)));
    if (unanswered.length > 0) setAnswers(Object.fromEntries(unanswered));
  }, [lookup.data, code, section, setAnswers, lead]);

  const place = lookup.data ? [lookup.data.city ?? lookup.data.municipality, lookup.data.province].filter(Boolean).join(', ') : '';
  const status = !valid ? '' : lookup.isFetching ? t('postcode>lookingUp') : lookup.data ? t('postcode>found', { place }) : lookup.isError ? t('postcode>notFound') : '';
  const statusId = `${props.id}-lookup`;

  return (
    <>
      <TextField {...props} width="short" describedByExtra={status ? statusId : undefined} onChange={(text) => props.onChange(text.replace(/\s+/g, ''))} />
      <p id={statusId} className="field-status" role="status">
        {status}
      </p>
    </>
  );
}
