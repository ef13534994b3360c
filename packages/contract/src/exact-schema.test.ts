import { boolean, number, object, string } from 'yup';
import { exactly } from './exact-schema.ts';

/** A refusal's shape, as the answers have it. */
interface Refusal {
  success: false;
  systemMessage: string;
  challengeRequired?: boolean;
}

// The checks are the compiler's: each @ts-expect-error below must stay an error, or
// `pnpm typecheck` fails. At run time exactly() hands the schema back.
const failure = () => ({ success: boolean().isFalse().required(), systemMessage: string().required(), challengeRequired: boolean() });

describe('exactly', () => {
  it('returns the schema that matches its wire type', () => {
    const schema = object(failure());
    expect(exactly<Refusal>()(schema)).toBe(schema);
  });

  it('does not compile when a schema drifts from its wire type', () => {
    const { challengeRequired: _optional, ...withoutOptional } = failure();
    // @ts-expect-error a field is missing
    exactly<Refusal>()(object(withoutOptional));
    // @ts-expect-error a field the wire type does not have
    exactly<Refusal>()(object({ ...failure(), internal: string().required() }));
    // @ts-expect-error required where the wire type has it optional
    exactly<Refusal>()(object({ ...failure(), challengeRequired: boolean().required() }));
    // @ts-expect-error optional where the wire type requires it
    exactly<Refusal>()(object({ ...failure(), systemMessage: string() }));
    // @ts-expect-error another type
    exactly<Refusal>()(object({ ...failure(), systemMessage: number().required() }));
    // @ts-expect-error the literal `false` widened to boolean
    exactly<Refusal>()(object({ ...failure(), success: boolean().required() }));
  });
});
