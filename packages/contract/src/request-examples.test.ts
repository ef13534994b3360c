import { requestExamples } from './request-examples.ts';
import { validate } from './validate.ts';

describe('request examples', () => {
  it('are valid as they are: each passes its rules unchanged', () => {
    expect(requestExamples.size).toBe(32);
    for (const [schema, example] of requestExamples) {
      expect(validate(schema, example)).toEqual({ ok: true, value: example });
    }
  });
});
