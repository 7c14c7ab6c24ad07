import type {
  CONTACT_DETAILS_DATA_POINTS,
  EMPLOYER_DATA_POINTS,
  EXPENSES_DATA_POINTS,
  INCOME_DETAILS_DATA_POINTS,
  OTHER_DETAILS_DATA_POINTS,
  PERSONAL_DETAILS_DATA_POINTS,
  REFERENCE_DETAILS_DATA_POINTS,
} from './data-points';
import type { Timestamp } from '../time';

/**
 * The lead (application data) of SPEC §3. The spec does not show field types, so a section field
 * holds what a form control produces; section field names come from the data point lists, so a
 * misspelt field is a type error.
 */
export type FieldValue = string | number | boolean | null | string[];

type FieldsOf<List extends readonly string[], S extends string> = List[number] extends `${S}.${infer F}` ? F : never;
type Section<List extends readonly string[], S extends string> = { [K in FieldsOf<List, S>]?: FieldValue };

export type PersonalDetails = Section<typeof PERSONAL_DETAILS_DATA_POINTS, 'personalDetails'>;
export type ContactDetails = Section<typeof CONTACT_DETAILS_DATA_POINTS, 'contactDetails'>;
export type OtherDetails = Section<typeof OTHER_DETAILS_DATA_POINTS, 'otherDetails'>;
export type Employer = Section<typeof EMPLOYER_DATA_POINTS, 'employer'>;
export type Expenses = Section<typeof EXPENSES_DATA_POINTS, 'expenses'>;
export type IncomeDetails = Section<typeof INCOME_DETAILS_DATA_POINTS, 'incomeDetails'>;
export type ReferenceDetails = Section<typeof REFERENCE_DETAILS_DATA_POINTS, 'referenceDetails'>;
/** SPEC §3 names the section (state 25) but none of its data points. */
export type ReferenceInformation = Record<string, FieldValue>;

/** SPEC §3 "Affiliate reference". */
export type AffiliateReference = {
  attribute: string;
  subId: string;
  transactionId: string;
  setAt: Timestamp;
};

/** SPEC §3: the Google click as stored. */
export type StoredGoogleClick = {
  gclid?: string;
  gclsrc?: string;
  gbraid?: string;
  wbraid?: string;
  setAt: Timestamp;
};

/** SPEC §3 "Device data". */
export type DeviceData = {
  timezoneOffset: number;
  deviceMemory: number;
  language: string;
  /** width x height, e.g. '390x844'. */
  screenResolution: string;
  loadingTime: number;
};

/** SPEC §3 "Tracking ids". */
export type MetaPixelIds = { fbp?: string; fbc?: string };
export type TikTokPixelIds = { ttp?: string; ttclid?: string };
export type TrackingIds = { metaPixel?: MetaPixelIds; tikTokPixel?: TikTokPixelIds; sellingTierGlobalId?: string };

export type Lead = TrackingIds & {
  id?: string;
  amount?: number;
  period?: number;
  periodScale?: string;
  financingOption?: FieldValue;
  monthlyPaymentDay?: FieldValue;
  personalDetails?: PersonalDetails;
  contactDetails?: ContactDetails;
  incomeDetails?: IncomeDetails;
  expenses?: Expenses;
  otherDetails?: OtherDetails;
  employer?: Employer;
  referenceInformation?: ReferenceInformation;
  referenceDetails?: ReferenceDetails;
  affiliateReferenceParams?: AffiliateReference;
  googleClick?: StoredGoogleClick;
  /** SPEC §3: starts as ['ui:react'], merged without duplicates. */
  tags: string[];
  deviceData?: DeviceData;
  sessionId?: string;
  sessionStartedAt?: Timestamp;
  expiresAt?: Timestamp;
  posthogParameters?: Record<string, unknown>;
  leadStatus?: string | null;
  generalPolicies?: FieldValue;
  /** Policy acceptance by policy id (SPEC §7 policies call); the exact shape is not shown. */
  policies?: Record<string, boolean> | string[];
  leadSource?: string;
  googleCaptchaToken?: string;
};

/** An update may carry any part of the lead; nested groups are merged (see mergeLead). */
export type LeadUpdate = Partial<Lead>;
