// First, before any schema is created (src/config/zod-jitless.ts).
import '../../config/zod-jitless';

/**
 * The contract's zod: every contract module imports it from here, so jitless mode is set before its
 * schemas exist. It is zod's mini build, as the stored shapes are (src/storage/stored-shapes.ts):
 * checks are functions (`z.optional(s)`, `s.check(z.minLength(1))`), so the app ships one zod, without
 * the classic build's methods, and a schema is built without attaching them.
 *
 * Each schema of the modules the page loads at start or right after is wrapped in `z.lazy`: it is
 * built when it first parses, in the task of the answer it reads (lead-api unwraps it, server-schema.ts).
 * Built at import, the first step's schemas would make the form chunk's evaluation a long task on a
 * slow phone, and the after-offer steps' z.extend calls another right after. A schema another one extends (`z.extend`:
 * afterOfferRequestSchema, leadPayloadSchema) stays an object schema, built at import.
 */
export * as z from 'zod/mini';
