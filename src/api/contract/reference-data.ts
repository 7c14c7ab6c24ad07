import { z } from './zod';
import { defineEndpoint } from './endpoint';

/**
 * Lists that fill the form's choice controls and the logos of the partner screens.
 *
 * - GET /choices/{list}?lang={es|en}: the options of one list (SPEC §7 names /choices/country and
 *   /choices/position; the others are what the field registry's select fields need).
 * - GET /data/vehicleModels.json: makes and their models (vehicle step, state 16).
 * - GET /partner/logos: a logo per partner, as a URL (a small SVG data URL locally).
 * - GET /perofesional-details-mapping: professions and their position types for the professional
 *   details step (state 27); the path's spelling is the backend's and is kept.
 */
export const CHOICE_LISTS = [
  'country',
  'position',
  'gender',
  'loanPurpose',
  'maritalStatus',
  'education',
  'housingTenure',
  'vehicleOwnership',
  'incomeSource',
  'jobArea',
  'salaryCycle',
  'cofidisProfession',
  'province',
  'referenceType',
  'economicActivity',
  'livingArea',
] as const;
export type ChoiceList = (typeof CHOICE_LISTS)[number];

export const choiceSchema = z.lazy(() => z.object({ value: z.string(), label: z.string() }));
export type Choice = z.infer<typeof choiceSchema>;
export const choicesQuerySchema = z.lazy(() => z.object({ lang: z.optional(z.string()) }));
export const choicesResponseSchema = z.lazy(() => z.array(choiceSchema));

export const vehicleModelsResponseSchema = z.lazy(() => z.array(z.object({ make: z.string(), models: z.array(z.string()) })));
export type VehicleModels = z.infer<typeof vehicleModelsResponseSchema>;

export const partnerLogoSchema = z.lazy(() => z.object({ partner: z.string(), name: z.string(), logoUrl: z.string() }));
export type PartnerLogo = z.infer<typeof partnerLogoSchema>;
export const partnerLogosResponseSchema = z.lazy(() => z.array(partnerLogoSchema));

export const professionalMappingResponseSchema = z.lazy(() => z.array(
  z.object({ value: z.string(), label: z.string(), positionTypes: z.array(choiceSchema) }),
));
export type ProfessionalMapping = z.infer<typeof professionalMappingResponseSchema>;

export const referenceDataEndpoints = {
  choices: defineEndpoint({ method: 'GET', path: '/choices/{list}', query: choicesQuerySchema, response: choicesResponseSchema }),
  vehicleModels: defineEndpoint({ method: 'GET', path: '/data/vehicleModels.json', response: vehicleModelsResponseSchema }),
  partnerLogos: defineEndpoint({ method: 'GET', path: '/partner/logos', response: partnerLogosResponseSchema }),
  professionalDetailsMapping: defineEndpoint({
    method: 'GET',
    path: '/perofesional-details-mapping',
    query: choicesQuerySchema,
    response: professionalMappingResponseSchema,
  }),
};
