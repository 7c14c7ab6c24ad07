import { z } from './zod';
import { afterOfferRequestSchema, leadStateResponseSchema } from './common';
import { defineEndpoint } from './endpoint';
import { SMS_CODE_INPUT_MAX_LENGTH } from '../../domain/after-offer-steps/sms-code';

/**
 * SMS verification of the mobile number (state 7) and changing it (state 15).
 *
 * - POST /lead/mobile/verification { leadId }: sends a code to the lead's phone, the one the step
 *   asks for when it opens; answers where it went (masked) and the code length. Within the resend
 *   wait of the last code (src/domain/after-offer-steps/sms-code.ts) it sends none (`sent: false`): opening the step
 *   in another tab, or again after a reload, never sends an SMS by itself.
 * - POST /v2/customer/mobile/verify { leadId, code }: checks the code, read without the spaces and
 *   separators it was copied with; a right code moves the lead on ({ id, state }), a wrong one is
 *   422 { errors: { code: 'wrongCode' } }.
 * - POST /v2/customer/mobile/resend-code { leadId }: sends a new code (the applicant asked).
 * - PUT /v2/customer/mobile { leadId, phoneNumber }: replaces the number (change-mobile-number
 *   screen) and sends a code to it; answers { id, state: 7 }. A number that is not one of the
 *   brand's country (the page's rule) is 422 on `contactDetails.phoneNumber`.
 */
export const mobileVerificationRequestSchema = afterOfferRequestSchema;
export const mobileVerificationResponseSchema = z.lazy(() => z.object({
  sent: z.boolean(),
  maskedPhoneNumber: z.string(),
  codeLength: z.int().check(z.positive()),
}));
export type MobileVerificationResponse = z.infer<typeof mobileVerificationResponseSchema>;

export const mobileVerifyRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, { code: z.string().check(z.minLength(1), z.maxLength(SMS_CODE_INPUT_MAX_LENGTH)) }));
export type MobileVerifyRequest = z.infer<typeof mobileVerifyRequestSchema>;

export const mobileResendRequestSchema = afterOfferRequestSchema;
export const mobileChangeRequestSchema = z.lazy(() => z.extend(afterOfferRequestSchema, { phoneNumber: z.string().check(z.minLength(1), z.maxLength(250)) }));
export type MobileChangeRequest = z.infer<typeof mobileChangeRequestSchema>;

export const mobileEndpoints = {
  mobileVerification: defineEndpoint({
    method: 'POST',
    path: '/lead/mobile/verification',
    body: mobileVerificationRequestSchema,
    response: mobileVerificationResponseSchema,
  }),
  mobileVerify: defineEndpoint({
    method: 'POST',
    path: '/v2/customer/mobile/verify',
    body: mobileVerifyRequestSchema,
    response: leadStateResponseSchema,
  }),
  mobileResendCode: defineEndpoint({
    method: 'POST',
    path: '/v2/customer/mobile/resend-code',
    body: mobileResendRequestSchema,
    response: mobileVerificationResponseSchema,
  }),
  mobileChange: defineEndpoint({
    method: 'PUT',
    path: '/v2/customer/mobile',
    body: mobileChangeRequestSchema,
    response: leadStateResponseSchema,
  }),
};
