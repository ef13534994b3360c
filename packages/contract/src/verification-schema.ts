import { object, string, type ObjectSchema } from 'yup';
import { trimString, withoutControlCharacters } from './fields.ts';
import { maxLengths } from './limits.ts';
import { ruleMessages } from './messages.ts';
import type { VerifyEmailRequest } from './wire-types.ts';

/** `POST /api/register/verifyEmail` body: the code of the mailed confirmation link. */
export const verifyEmailSchema: ObjectSchema<VerifyEmailRequest> = object({
  code: withoutControlCharacters(
    string()
      .typeError(ruleMessages.verificationCodeRequired)
      .transform(trimString)
      .required(ruleMessages.verificationCodeRequired)
      .max(maxLengths.verificationCode, ruleMessages.verificationCodeInvalid),
    ruleMessages.verificationCodeInvalid,
  ),
});
