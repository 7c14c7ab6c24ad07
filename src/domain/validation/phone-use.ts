/**
 * What a phone number is asked for: the applicant's own number receives the SMS
 * code (SPEC §7 /v2/customer/mobile/verify), so it must be a mobile of the brand's country; a work
 * or reference number is only called, so any line of the country that reaches a person will do.
 * Kept apart from phone.ts so the field registry reads it without loading libphonenumber-js.
 */
export type PhoneUse = 'sms' | 'call';

/** The phone data points of SPEC §3 and what each is for; the page's fields and lead-api's checks read this table. */
export const PHONE_USES = {
  'contactDetails.phoneNumber': 'sms',
  'incomeDetails.workPhone': 'call',
  'referenceDetails.phoneNumber': 'call',
} as const satisfies Readonly<Record<string, PhoneUse>>;

export type PhoneDataPoint = keyof typeof PHONE_USES;
