import { z } from './zod';
import {
  CONTACT_DETAILS_DATA_POINTS,
  EMPLOYER_DATA_POINTS,
  EXPENSES_DATA_POINTS,
  INCOME_DETAILS_DATA_POINTS,
  OTHER_DETAILS_DATA_POINTS,
  PERSONAL_DETAILS_DATA_POINTS,
  REFERENCE_DETAILS_DATA_POINTS,
} from '../../domain/data-points';
import type { WireLead } from '../../domain/lead-payload';
import type { AffiliateReference, DeviceData, MetaPixelIds, TikTokPixelIds } from '../../domain/lead-types';
import { PRODUCT_ID_FIELD, timestampSchema } from './common';

/**
 * The lead as it travels (SPEC §3). Field types are not shown in the spec, so a section field
 * holds what a form control produces (the domain's FieldValue); the server's field checks decide
 * what a good value is and answer 422 keyed by data point. Objects are loose: a backend may send
 * or accept fields this contract does not name, and they must survive a round trip.
 *
 * The lead's shape is written once, as the domain's Lead; what it is on the wire (WireLead) is derived
 * from it. The schemas here are bound to those types by `fieldsOf`: a field the domain has and a
 * schema lacks, or one a schema names that the domain does not, is a type error, and the compiler
 * checks below that every lead the client sends is one the schema accepts.
 */
export const fieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

type SectionShape<F extends string> = { [K in F]: z.ZodOptional<typeof fieldValueSchema> };

/**
 * A schema's shape, checked to name exactly the fields of `T` (plus `extra`): written against the
 * domain's type, not beside it.
 */
const fieldsOf =
  <T, Extra extends string = never>() =>
  <S extends { [K in keyof T | Extra]-?: z.ZodType }>(shape: S & Record<Exclude<keyof S, keyof T | Extra>, never>): S =>
    shape;

/** A loose object with every field of one section's data points, each optional. */
function sectionSchema<S extends string, F extends string>(section: S, dataPoints: readonly `${S}.${F}`[]) {
  const shape = Object.fromEntries(
    dataPoints.map((dataPoint) => [dataPoint.slice(section.length + 1), fieldValueSchema.optional()]),
  ) as SectionShape<F>;
  return z.looseObject(shape);
}

export const personalDetailsSchema = sectionSchema('personalDetails', PERSONAL_DETAILS_DATA_POINTS);
export const contactDetailsSchema = sectionSchema('contactDetails', CONTACT_DETAILS_DATA_POINTS);
export const otherDetailsSchema = sectionSchema('otherDetails', OTHER_DETAILS_DATA_POINTS);
export const employerSchema = sectionSchema('employer', EMPLOYER_DATA_POINTS);
export const expensesSchema = sectionSchema('expenses', EXPENSES_DATA_POINTS);
export const incomeDetailsSchema = sectionSchema('incomeDetails', INCOME_DETAILS_DATA_POINTS);
export const referenceDetailsSchema = sectionSchema('referenceDetails', REFERENCE_DETAILS_DATA_POINTS);
/** SPEC §3 names the section (state 25) but none of its data points. */
export const referenceInformationSchema = z.record(z.string(), fieldValueSchema);

/** SPEC §3 "Affiliate reference". */
export const affiliateReferenceSchema = z.object(
  fieldsOf<AffiliateReference>()({
    attribute: z.string(),
    subId: z.string(),
    transactionId: z.string(),
    setAt: timestampSchema,
  }),
);

/** SPEC §3: the Google click is sent as gclid, gclsrc, gclidAt, gbraid, wbraid plus this object. */
export const googleClickSchema = z.object(
  fieldsOf<NonNullable<WireLead['googleClick']>>()({
    gclid: z.string().optional(),
    gclidAt: timestampSchema.optional(),
    gbraid: z.string().optional(),
    wbraid: z.string().optional(),
  }),
);

/** SPEC §3 "Device data". */
export const deviceDataSchema = z.object(
  fieldsOf<DeviceData>()({
    timezoneOffset: z.number(),
    deviceMemory: z.number(),
    language: z.string(),
    screenResolution: z.string(),
    loadingTime: z.number(),
  }),
);

/** SPEC §3 "Tracking ids". */
const metaPixelSchema = z.object(fieldsOf<MetaPixelIds>()({ fbp: z.string().optional(), fbc: z.string().optional() }));
const tikTokPixelSchema = z.object(fieldsOf<TikTokPixelIds>()({ ttp: z.string().optional(), ttclid: z.string().optional() }));

/** The lead as a write's body; the product id is the api layer's (src/api/url.ts), not the lead's. */
export const leadPayloadSchema = z.looseObject(fieldsOf<WireLead, typeof PRODUCT_ID_FIELD>()({
  id: z.string().optional(),
  [PRODUCT_ID_FIELD]: z.string().optional(),
  amount: z.number().optional(),
  period: z.number().optional(),
  periodScale: z.string().optional(),
  financingOption: fieldValueSchema.optional(),
  monthlyPaymentDay: fieldValueSchema.optional(),
  generalPolicies: fieldValueSchema.optional(),
  /** Policy acceptance by policy id, or the list of accepted ids. */
  policies: z.union([z.record(z.string(), z.boolean()), z.array(z.string())]).optional(),
  personalDetails: personalDetailsSchema.optional(),
  contactDetails: contactDetailsSchema.optional(),
  incomeDetails: incomeDetailsSchema.optional(),
  expenses: expensesSchema.optional(),
  otherDetails: otherDetailsSchema.optional(),
  employer: employerSchema.optional(),
  referenceInformation: referenceInformationSchema.optional(),
  referenceDetails: referenceDetailsSchema.optional(),
  affiliateReferenceParams: affiliateReferenceSchema.optional(),
  gclid: z.string().optional(),
  gclsrc: z.string().optional(),
  gclidAt: timestampSchema.optional(),
  gbraid: z.string().optional(),
  wbraid: z.string().optional(),
  googleClick: googleClickSchema.optional(),
  tags: z.array(z.string()).optional(),
  deviceData: deviceDataSchema.optional(),
  sessionId: z.string().optional(),
  sessionStartedAt: timestampSchema.optional(),
  expiresAt: timestampSchema.optional(),
  posthogParameters: z.record(z.string(), z.unknown()).optional(),
  leadStatus: z.string().nullable().optional(),
  leadSource: z.string().optional(),
  googleCaptchaToken: z.string().optional(),
  metaPixel: metaPixelSchema.optional(),
  tikTokPixel: tikTokPixelSchema.optional(),
  sellingTierGlobalId: z.string().optional(),
}));
export type LeadPayload = z.infer<typeof leadPayloadSchema>;

/** Every lead the client sends is one the schema accepts (a field's schema may accept more). */
type Accepts<Schema extends z.ZodType, Value> = [Value] extends [z.input<Schema>] ? true : never;
const clientLeadsAreAccepted: Accepts<typeof leadPayloadSchema, WireLead> = true;
void clientLeadsAreAccepted;
