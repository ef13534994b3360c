import { randomBytes } from 'node:crypto';

const MAX_BASE_LENGTH = 40;

/** Lower-case ASCII letters and digits joined by single hyphens: "Āc.me  Traders" → "acme-traders". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The workspace name a customer's product gets: their company and the product
 * ("acme-traders-crm"); the part of the email before @ when the company gives no letters
 * or digits. Unique names come from {@link workspaceCandidates}.
 */
export function workspaceBase(company: string, email: string, productSlug: string): string {
  const owner = slugify(company) || slugify(email.split('@')[0] ?? '') || 'customer';
  const trimmed = owner.slice(0, MAX_BASE_LENGTH).replace(/-+$/, '');
  return `${trimmed}-${productSlug}`;
}

/** The names tried in order: the base, base-2 … base-20, then one with a random suffix. */
export function* workspaceCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; n <= 20; n += 1) yield `${base}-${n}`;
  yield `${base}-${randomBytes(4).toString('hex')}`;
}
