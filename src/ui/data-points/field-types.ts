import type { ChoiceList } from '../../api/contract/reference-data';
import type { DataPoint } from '../../domain/lead/data-points';
import type { CalendarDate } from '../../domain/validation/dates';
import type { BrandLimits } from '../../domain/country/limits';
import type { ErrorKey } from '../../domain/validation/validation';

/** How a data point is asked: each kind has one field component (src/ui/form-fields). */
export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'number'
  | 'money'
  | 'select'
  | 'radio'
  | 'yesNo'
  | 'checkbox'
  | 'date'
  | 'iban'
  | 'postcode'
  | 'company'
  | 'policies'
  | 'amount'
  | 'period';

/** Options come from the server's /choices lists, or are a fixed enumeration translated under `options>{dataPoint}`. */
export type FieldOptions = { readonly choices: ChoiceList } | { readonly values: readonly string[] };

/** What a validator may depend on besides the value: passed in, so the rules stay pure (STYLE.md 2). */
export type ValidationContext = { country: string; limits: BrandLimits; today: CalendarDate };

export type InputMode = 'text' | 'numeric' | 'decimal' | 'email' | 'tel';

export type FieldDefinition = {
  readonly kind: FieldKind;
  readonly validate: (value: unknown, context: ValidationContext) => ErrorKey | null;
  /**
   * A rule loaded lazily (the phone library): null once `validate` can decide in full, else a promise
   * that settles when it can. Continue awaits it, so no answer passes on a partial check.
   */
  readonly rulesReady?: () => Promise<void> | null;
  /** Every key `validate` can return: each has a translated message (a test checks both). */
  readonly errorKeys: readonly ErrorKey[];
  readonly options?: FieldOptions;
  /** The keyboard; a function where the country's rule decides (a Polish postcode needs the hyphen). */
  readonly inputMode?: InputMode | ((country: string) => InputMode);
  readonly autoComplete?: string;
  /** A date field's autocomplete prefix: 'bday' gives bday-day, bday-month, bday-year. */
  readonly dateAutoComplete?: 'bday';
  readonly maxLength?: number;
  /** Has a hint under `fields>{dataPoint}>hint`. */
  readonly hint?: boolean;
  /** May stay empty; the label says so. */
  readonly optional?: boolean;
  /** Letters typed in capitals (DNI, IBAN, plates). */
  readonly upperCase?: boolean;
};

/** A Record over DataPoint: a data point without an entry does not compile. */
export type FieldRegistry = Readonly<Record<DataPoint, FieldDefinition>>;
