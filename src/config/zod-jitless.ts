import { config } from 'zod/v4/core';

/**
 * Imported first by every module that creates schemas (src/api/contract/zod.ts, src/storage/stored-shapes.ts):
 * zod decides at a schema's creation whether to compile a fast parser with `new Function`, which the
 * Content-Security-Policy forbids (no 'unsafe-eval', src/config/security-headers.ts). In jitless mode it
 * neither compiles nor probes, so a strict CSP sees no violation.
 */
config({ jitless: true });
