import * as z from 'zod';

/**
 * The server's reading of a request schema of the contract. The contract's objects are loose, so
 * a client keeps fields a backend adds (src/api/contract/lead-payload.ts); a server must not store
 * what it does not know. So here every object strips unknown keys, every string without its own
 * maximum gets DEFAULT_MAX_STRING, and a free-form value (`z.unknown()`) becomes a bounded JSON
 * value. Checks (min, max, refinements) are kept: each schema is cloned with new children.
 */
export const DEFAULT_MAX_STRING = 4096;

const boundedString = z.string().max(DEFAULT_MAX_STRING);
const boundedPrimitive = z.union([boundedString, z.number(), z.boolean(), z.null()]);
/** A value of a free-form record (posthogParameters): primitives, or one level of arrays and objects of them. */
const boundedJsonValue = z.union([boundedPrimitive, z.array(boundedPrimitive), z.record(boundedString, boundedPrimitive)]);

/** The same kind of schema with some children replaced; zod's defs are plain objects, typed per kind, hence the casts. */
const cloneWith = <T extends z.ZodType>(schema: T, changes: Record<string, unknown>): T =>
  schema.clone({ ...schema._zod.def, ...changes } as unknown as T['_zod']['def']);

export function serverSchema(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [key, serverSchema(value)]));
    return cloneWith(schema, { shape, catchall: undefined });
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return cloneWith(schema, { innerType: serverSchema(schema.unwrap() as z.ZodType) });
  }
  if (schema instanceof z.ZodUnion) return cloneWith(schema, { options: (schema.options as z.ZodType[]).map(serverSchema) });
  if (schema instanceof z.ZodArray) return cloneWith(schema, { element: serverSchema(schema.element as z.ZodType) });
  if (schema instanceof z.ZodRecord) {
    return cloneWith(schema, { keyType: serverSchema(schema.keyType as z.ZodType), valueType: serverSchema(schema.valueType as z.ZodType) });
  }
  if (schema instanceof z.ZodString) return schema.maxLength === null ? schema.max(DEFAULT_MAX_STRING) : schema;
  if (schema instanceof z.ZodUnknown || schema instanceof z.ZodAny) return boundedJsonValue;
  return schema;
}
