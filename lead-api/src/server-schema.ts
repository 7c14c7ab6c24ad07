import { z } from '../../src/api/contract/zod';

/**
 * The server's reading of a request schema of the contract. The contract's objects are loose, so
 * a client keeps fields a backend adds (src/api/contract/lead-payload.ts); a server must not store
 * what it does not know. So here every object strips unknown keys, every string without its own
 * maximum gets DEFAULT_MAX_STRING, and a free-form value (`z.unknown()`) becomes a bounded JSON
 * value. Checks (min, max, refinements) are kept: each schema is cloned with new children.
 */
export const DEFAULT_MAX_STRING = 4096;

// The contract's zod is the mini build, which brings no messages: a 400 names what was wrong in English.
z.config(z.locales.en());

const boundedString = z.string().check(z.maxLength(DEFAULT_MAX_STRING));
const boundedPrimitive = z.union([boundedString, z.number(), z.boolean(), z.null()]);
/** A value of a free-form record (posthogParameters): primitives, or one level of arrays and objects of them. */
const boundedJsonValue = z.union([boundedPrimitive, z.array(boundedPrimitive), z.record(boundedString, boundedPrimitive)]);

/** The same kind of schema with some children replaced; zod's defs are plain objects, typed per kind, hence the casts. */
const cloneWith = <T extends z.ZodMiniType>(schema: T, changes: Record<string, unknown>): T =>
  z.clone(schema, { ...schema._zod.def, ...changes } as unknown as T['_zod']['def']);

const hasMaxLength = (schema: z.ZodMiniString) => (schema._zod.def.checks ?? []).some((check) => check._zod.def.check === 'max_length');

export function serverSchema(schema: z.ZodMiniType): z.ZodMiniType {
  // The client builds most schemas on first use (z.lazy, src/api/contract/zod.ts): read as the schema it wraps.
  if (schema instanceof z.ZodMiniLazy) return serverSchema(schema._zod.innerType as z.ZodMiniType);
  if (schema instanceof z.ZodMiniObject) {
    const shape = Object.fromEntries(Object.entries(schema._zod.def.shape as Record<string, z.ZodMiniType>).map(([key, value]) => [key, serverSchema(value)]));
    return cloneWith(schema, { shape, catchall: undefined });
  }
  if (schema instanceof z.ZodMiniOptional || schema instanceof z.ZodMiniNullable) {
    return cloneWith(schema, { innerType: serverSchema(schema._zod.def.innerType as z.ZodMiniType) });
  }
  if (schema instanceof z.ZodMiniUnion) return cloneWith(schema, { options: (schema._zod.def.options as z.ZodMiniType[]).map(serverSchema) });
  if (schema instanceof z.ZodMiniArray) return cloneWith(schema, { element: serverSchema(schema._zod.def.element as z.ZodMiniType) });
  if (schema instanceof z.ZodMiniRecord) {
    return cloneWith(schema, {
      keyType: serverSchema(schema._zod.def.keyType as z.ZodMiniType),
      valueType: serverSchema(schema._zod.def.valueType as z.ZodMiniType),
    });
  }
  if (schema instanceof z.ZodMiniString) return hasMaxLength(schema) ? schema : schema.check(z.maxLength(DEFAULT_MAX_STRING));
  if (schema instanceof z.ZodMiniUnknown || schema instanceof z.ZodMiniAny) return boundedJsonValue;
  return schema;
}
