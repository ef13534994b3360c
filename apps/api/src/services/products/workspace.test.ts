import { slugify, workspaceBase, workspaceCandidates } from './workspace.ts';

describe('workspace names', () => {
  it('are the company and the product in lower-case ASCII', () => {
    expect(workspaceBase('Acme Traders', 'a@example.com', 'crm')).toBe('acme-traders-crm');
    expect(workspaceBase('  Ünïcode & Söhne GmbH. ', 'a@example.com', 'service')).toBe('unicode-sohne-gmbh-service');
    expect(slugify('--Kulkarni & Sons--')).toBe('kulkarni-sons');
  });

  it('fall back to the email name, then "customer", when the company has no letters or digits', () => {
    expect(workspaceBase('', 'Priya.Nair+trial@example.com', 'account')).toBe('priya-nair-trial-account');
    expect(workspaceBase('—', '@@', 'crm')).toBe('customer-crm');
  });

  it('keep the company part to 40 characters', () => {
    const name = workspaceBase('A very long company name that goes on and on and on', 'a@example.com', 'crm');
    expect(name).toBe('a-very-long-company-name-that-goes-on-an-crm');
  });

  it('are tried as base, base-2 … base-20, then with a random suffix', () => {
    const candidates = [...workspaceCandidates('acme-crm')];
    expect(candidates.slice(0, 3)).toEqual(['acme-crm', 'acme-crm-2', 'acme-crm-3']);
    expect(candidates).toHaveLength(21);
    expect(candidates[20]).toMatch(/^acme-crm-[0-9a-f]{8}$/);
  });
});
