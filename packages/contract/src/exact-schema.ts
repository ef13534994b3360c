import type { AnyObject, InferType, ObjectSchema } from 'yup';

// True only when A and B are the same type (the usual identity check on two generic
// functions): a field missing, added, optional instead of required or the other way round
// all make it false.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Flat<T> = T extends object ? { [K in keyof T]: T[K] } : T;

/** Any yup object schema. */
export type AnyObjectSchema = ObjectSchema<AnyObject>;

/**
 * Ties an answer schema to its wire type: `exactly<LoginSuccess>()(object({...}))` is the
 * schema itself, and fails to compile unless its output is exactly `LoginSuccess`.
 * `ObjectSchema<T>` alone lets extra fields and required-for-optional through, and either
 * would break the serializer, which drops unknown fields and refuses missing required ones.
 */
export function exactly<T>() {
  return <S extends AnyObjectSchema>(schema: S & (Same<Flat<InferType<S>>, Flat<T>> extends true ? unknown : { notExactly: T })): S => schema;
}
