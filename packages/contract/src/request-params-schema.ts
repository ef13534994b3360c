// The rules of the API's path and query parameters and of the hand-off body: server-only
// (no form sends them), exported by '@wtm/contract/api-schemas'.
import { object, string, type ObjectSchema } from 'yup';
import { strictString, trimString, withoutControlCharacters } from './fields.ts';
import { maxLengths } from './limits.ts';
import { controlCharactersMessage, tooLongMessage } from './messages.ts';
import { productCodes } from './products.ts';
import type { WebinarSeats } from './wire-types.ts';
import type { CheckProductClientQuery, ConfirmAssignProductQuery, HandoffVerifyRequest, MyProductQuery, UserId } from './wire-types.ts';

/** The query's own names, each as the text it arrives as; the API checks the codes against its catalogue. */
export type QueryText<T> = { [K in keyof T]: string };

/**
 * A required path or query parameter `name`: text given once (`?a=1&a=2` arrives as an
 * array), trimmed, not blank, at most 200 characters, no control characters. The
 * messages name the parameter: "clientId is required".
 */
export function paramField(name: string) {
  // yup leaves an array as it is, so its type check fails with "given once".
  const field = string()
    .typeError(`${name} must be given once`)
    .transform(trimString)
    .required(`${name} is required`)
    .max(maxLengths.param, tooLongMessage(name, maxLengths.param));
  return withoutControlCharacters(field, controlCharactersMessage(name));
}

// The document lists the codes; the API checks them against its catalogue with its own messages.
function productCodeField(name: string) {
  return paramField(name).meta({ jsonSchema: { enum: [...productCodes] } });
}

/** `/users/{id}`: the user's id. */
export const userIdParamsSchema: ObjectSchema<{ id: UserId }> = object({ id: paramField('id') });

/** `/api/account/sessions/{id}`: a session's public id. */
export const sessionIdParamsSchema: ObjectSchema<{ id: string }> = object({ id: paramField('id') });

/** `/api/account/passkeys/{id}`: a passkey's public id. */
export const passkeyIdParamsSchema: ObjectSchema<{ id: string }> = object({ id: paramField('id') });

/** `GET /api/account/myProduct?clientId=`. */
export const myProductQuerySchema: ObjectSchema<MyProductQuery> = object({ clientId: paramField('clientId') });

/** `GET /api/account/checkProductClient?clientId=&productCode=&parentProductCode=`. */
export const checkProductClientQuerySchema: ObjectSchema<QueryText<CheckProductClientQuery>> = object({
  clientId: paramField('clientId'),
  productCode: productCodeField('productCode'),
  parentProductCode: productCodeField('parentProductCode'),
});

/** `GET /api/account/confirmAssignProduct?clientId=&productCode=&planCode=`. */
export const confirmAssignProductQuerySchema: ObjectSchema<QueryText<ConfirmAssignProductQuery>> = object({
  clientId: paramField('clientId'),
  productCode: productCodeField('productCode'),
  planCode: paramField('planCode'),
});

/**
 * `POST /api/handoff/verify` body. The token's shape, signature and length are the hand-off
 * check's to judge: anything else is refused there as `invalid`, not here.
 */
export const handoffVerifyRequestSchema: ObjectSchema<HandoffVerifyRequest> = object({
  token: strictString('token').transform(trimString).required('token is required'),
});

/** `/api/events/{slug}/registrations`: the webinar's slug (checked against the schedule by the API). */
export const eventSlugParamsSchema: ObjectSchema<Pick<WebinarSeats, 'slug'>> = object({ slug: paramField('slug') });
