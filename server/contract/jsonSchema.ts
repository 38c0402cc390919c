/**
 * JSON schemas typed by the TypeScript type they describe, so a route's response schema is checked by the
 * compiler against src/api/types.ts: a field missing from the schema, a field the type does not have, or a
 * schema that does not allow null where the type does, all fail to compile. Fastify serializes each answer
 * with the schema (fast-json-stringify), which also drops any field the contract does not name.
 *
 * Only what the answers use is here; see docs/decisions/0019-response-schemas-typed-from-api-types.md for why this and not a library.
 */
declare const describes: unique symbol;

/** A JSON schema for values of type T. T is a phantom, held invariantly: a Schema<string> is no Schema<string | null>. */
export type Schema<T> = { readonly [describes]?: (value: T) => T } & Readonly<Record<string, unknown>>;

function schema<T>(json: Record<string, unknown>): Schema<T> {
  return json as Schema<T>;
}

export const string = schema<string>({ type: 'string' });
export const integer = schema<number>({ type: 'integer' });
export const number = schema<number>({ type: 'number' });
export const boolean = schema<boolean>({ type: 'boolean' });
/** An error's values by name: the parts of its text that vary (src/domain/errorCodes.ts). */
export const errorValues = schema<Record<string, string | number>>({ type: 'object', additionalProperties: { type: ['string', 'number'] } });
/** A flag the type also allows as 0/1 for older answers; the server always sends a boolean. */
export const flag = schema<boolean | 0 | 1>({ type: 'boolean' });

/** The same schema, with null allowed too. */
export function nullable<T>(base: Schema<T>): Schema<T | null> {
  // A listed value (oneOf) or null: null joins the list, else the schema would refuse what it allows.
  const listed = Array.isArray(base.enum) ? { enum: [...(base.enum as unknown[]), null] } : {};
  return schema<T | null>({ ...base, type: [base.type, 'null'], ...listed });
}

/** One of the listed strings (the serializer writes any string; the list documents the contract). */
export function oneOf<T extends string>(values: readonly T[]): Schema<T> {
  return schema<T>({ type: 'string', enum: values });
}

export function arrayOf<T>(items: Schema<T>): Schema<T[]> {
  return schema<T[]>({ type: 'array', items });
}

/**
 * An object with exactly T's fields. No field is `required`: a missing one is left out of the answer, as
 * JSON.stringify leaves out undefined, rather than failing the answer.
 */
export function objectOf<T>(properties: { [K in keyof T]-?: Schema<Exclude<T[K], undefined>> }): Schema<T> {
  return schema<T>({ type: 'object', properties });
}
