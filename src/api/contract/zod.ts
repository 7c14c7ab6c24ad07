// First, before any schema is created (src/config/zod-jitless.ts).
import '../../config/zod-jitless';

/** The contract's zod: every contract module imports it from here, so jitless mode is set before its schemas exist. */
export * as z from 'zod';
