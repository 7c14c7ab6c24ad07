import { z } from './zod';
import {
  CONTACT_DETAILS_DATA_POINTS,
  EMPLOYER_DATA_POINTS,
  EXPENSES_DATA_POINTS,
  INCOME_DETAILS_DATA_POINTS,
  OTHER_DETAILS_DATA_POINTS,
  PERSONAL_DETAILS_DATA_POINTS,
  REFERENCE_DETAILS_DATA_POINTS,
} from '../../domain/lead/data-points';
import type { WireLead } from '../../domain/lead/lead-payload';
import type { AffiliateReference, DeviceData, MetaPixelIds, TikTokPixelIds } from '../../domain/lead/lead-types';
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

type SectionShape<F extends string> = { [K in F]: z.ZodMiniOptional<typeof fieldValueSchema> };

/**
 * A schema's shape, checked to name exactly the fields of `T` (plus `extra`): written against the
 * domain's type, not beside it.
 */
const fieldsOf =
  <T, Extra extends string = never>() =>
  <S extends { [K in keyof T | Extra]-?: z.ZodMiniType }>(shape: S & Record<Exclude<keyof S, keyof T | Extra>, never>): S =>
    shape;

/** A loose object with every field of one section's data points, each optional. */
function sectionSchema<S extends string, F extends string>(section: S, dataPoints: readonly `${S}.${F}`[]) {
  const shape = Object.fromEntries(
    dataPoints.map((dataPoint) => [dataPoint.slice(section.length + 1), z.optional(fieldValueSchema)]),
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
    gclid: z.optional(z.string()),
    gclidAt: z.optional(timestampSchema),
    gbraid: z.optional(z.string()),
    wbraid: z.optional(z.string()),
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
const metaPixelSchema = z.object(fieldsOf<MetaPixelIds>()({ fbp: z.optional(z.string()), fbc: z.optional(z.string()) }));
const tikTokPixelSchema = z.object(fieldsOf<TikTokPixelIds>()({ ttp: z.optional(z.string()), ttclid: z.optional(z.string()) }));

/** The lead as a write's body; the product id is the api layer's (src/api/url.ts), not the lead's. */
export const leadPayloadSchema = z.looseObject(fieldsOf<WireLead, typeof PRODUCT_ID_FIELD>()({
  id: z.optional(z.string()),
  [PRODUCT_ID_FIELD]: z.optional(z.string()),
  amount: z.optional(z.number()),
  period: z.optional(z.number()),
  periodScale: z.optional(z.string()),
  financingOption: z.optional(fieldValueSchema),
  monthlyPaymentDay: z.optional(fieldValueSchema),
  generalPolicies: z.optional(fieldValueSchema),
  /** Policy acceptance by policy id, or the list of accepted ids. */
  policies: z.optional(z.union([z.record(z.string(), z.boolean()), z.array(z.string())])),
  personalDetails: z.optional(personalDetailsSchema),
  contactDetails: z.optional(contactDetailsSchema),
  incomeDetails: z.optional(incomeDetailsSchema),
  expenses: z.optional(expensesSchema),
  otherDetails: z.optional(otherDetailsSchema),
  employer: z.optional(employerSchema),
  referenceInformation: z.optional(referenceInformationSchema),
  referenceDetails: z.optional(referenceDetailsSchema),
  affiliateReferenceParams: z.optional(affiliateReferenceSchema),
  gclid: z.optional(z.string()),
  gclsrc: z.optional(z.string()),
  gclidAt: z.optional(timestampSchema),
  gbraid: z.optional(z.string()),
  wbraid: z.optional(z.string()),
  googleClick: z.optional(googleClickSchema),
  tags: z.optional(z.array(z.string())),
  deviceData: z.optional(deviceDataSchema),
  sessionId: z.optional(z.string()),
  sessionStartedAt: z.optional(timestampSchema),
  expiresAt: z.optional(timestampSchema),
  posthogParameters: z.optional(z.record(z.string(), z.unknown())),
  leadStatus: z.optional(z.nullable(z.string())),
  leadSource: z.optional(z.string()),
  googleCaptchaToken: z.optional(z.string()),
  metaPixel: z.optional(metaPixelSchema),
  tikTokPixel: z.optional(tikTokPixelSchema),
  sellingTierGlobalId: z.optional(z.string()),
}));
export type LeadPayload = z.infer<typeof leadPayloadSchema>;

/** Every lead the client sends is one the schema accepts (a field's schema may accept more). */
type Accepts<Schema extends z.ZodMiniType, Value> = [Value] extends [z.input<Schema>] ? true : never;
const clientLeadsAreAccepted: Accepts<typeof leadPayloadSchema, WireLead> = true;
void clientLeadsAreAccepted;
