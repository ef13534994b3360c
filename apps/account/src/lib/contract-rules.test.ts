import { loadContractRules, loadedContractRules } from './contract-rules.ts';

describe("the forms' rules", () => {
  it('load once, as the whole contract with its schemas, and are kept for later forms', async () => {
    const first = loadContractRules();
    expect(loadContractRules()).toBe(first);
    const rules = await first;
    expect(loadedContractRules()).toBe(rules);
    expect(rules.validate(rules.loginSchema, { username: ' ana@example.com ', password: 'secret1' })).toEqual({
      ok: true,
      value: { username: 'ana@example.com', password: 'secret1' },
    });
  });
});
