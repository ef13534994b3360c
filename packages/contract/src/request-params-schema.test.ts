import { checkProductClientQuerySchema, confirmAssignProductQuerySchema, handoffVerifyRequestSchema, myProductQuerySchema, userIdParamsSchema } from './request-params-schema.ts';
import { validate } from './validate.ts';

describe('path and query parameters', () => {
  it('reads trimmed values and drops unknown ones', () => {
    expect(validate(checkProductClientQuerySchema, { clientId: ' 1 ', productCode: 'CRM', parentProductCode: 'CRM', extra: 'x' })).toEqual({
      ok: true,
      value: { clientId: '1', productCode: 'CRM', parentProductCode: 'CRM' },
    });
  });

  it('names the missing, blank, repeated, over-long or control-character parameter', () => {
    expect(validate(myProductQuerySchema, {})).toEqual({ ok: false, errors: { clientId: 'clientId is required' } });
    expect(validate(myProductQuerySchema, { clientId: '   ' })).toEqual({ ok: false, errors: { clientId: 'clientId is required' } });
    expect(validate(myProductQuerySchema, { clientId: ['1', '2'] })).toEqual({ ok: false, errors: { clientId: 'clientId must be given once' } });
    expect(validate(myProductQuerySchema, { clientId: 'x'.repeat(201) })).toEqual({ ok: false, errors: { clientId: 'clientId must be at most 200 characters' } });
    expect(validate(myProductQuerySchema, { clientId: 'x'.repeat(200) }).ok).toBe(true);
    expect(validate(myProductQuerySchema, { clientId: 'a\u0000b' })).toEqual({ ok: false, errors: { clientId: 'clientId must not contain control characters' } });
    expect(validate(userIdParamsSchema, { id: '\u007f' })).toEqual({ ok: false, errors: { id: 'id must not contain control characters' } });
  });

  it('reports every parameter, the first one named first', () => {
    const result = validate(confirmAssignProductQuerySchema, { productCode: 'CRM' });
    expect(result).toEqual({ ok: false, errors: { clientId: 'clientId is required', planCode: 'planCode is required' } });
  });

  it('leaves the codes to the catalogue: an unknown one passes here', () => {
    expect(validate(checkProductClientQuerySchema, { clientId: 'c', productCode: 'BOOKS', parentProductCode: 'BOOKS' }).ok).toBe(true);
  });

  it('requires a hand-off token as text, and leaves its shape to the hand-off check', () => {
    expect(validate(handoffVerifyRequestSchema, {})).toEqual({ ok: false, errors: { token: 'token is required' } });
    expect(validate(handoffVerifyRequestSchema, { token: 42 })).toEqual({ ok: false, errors: { token: 'token must be text' } });
    expect(validate(handoffVerifyRequestSchema, { token: ' abc.def ' })).toEqual({ ok: true, value: { token: 'abc.def' } });
  });
});
