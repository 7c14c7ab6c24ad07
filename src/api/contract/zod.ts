// First, before any schema is created (src/config/zod-jitless.ts).
import '../../config/zod-jitless';

/**
 * The contract's zod: every contract module imports it from here, so jitless mode is set before its
 * schemas exist. It is zod's mini build (issue 25), as the stored shapes are (src/storage/stored-shapes.ts):
 * checks are functions (`z.optional(s)`, `s.check(z.minLength(1))`), so the app ships one zod, without
 * the classic build's 12 KB gzip of methods, and a schema is built without attaching them.
 */
export * as z from 'zod/mini';
