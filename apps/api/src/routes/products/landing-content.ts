import { HANDOFF_LIFETIME_MS, type HandoffRefusal } from '../../services/products/handoff-token.ts';
import type { SitePage } from './site-page.ts';

const ACCOUNT_HOME = { label: 'Back to My Account', href: '/account/home' } as const;
const minutes = Math.round(HANDOFF_LIFETIME_MS / 60_000);

/** "You are signed in to <product> — workspace <workspace>", with who and where. */
export function signedInPage(productName: string, workspace: string, email: string): SitePage {
  return {
    title: productName,
    eyebrow: 'Product page',
    heading: productName,
    tone: 'success',
    paragraphs: [`You are signed in to ${productName} — workspace ${workspace}`],
    details: [
      ['Product', productName],
      ['Workspace', workspace],
      ['Signed in as', email],
    ],
    actions: [ACCOUNT_HOME],
  };
}

const refusals: Record<HandoffRefusal | 'missing', { heading: string; text: string; status: number }> = {
  expired: {
    heading: 'This sign-in link has expired',
    text: `Links to products work for ${minutes} minutes. Open the product again from your account home.`,
    status: 410,
  },
  used: {
    heading: 'This sign-in link has already been used',
    text: 'Each link signs you in once. Open the product again from your account home.',
    status: 410,
  },
  invalid: {
    heading: 'This sign-in link is not valid',
    text: 'The link is incomplete or has been changed. Open the product again from your account home.',
    status: 400,
  },
  missing: {
    heading: 'Open this product from your account home',
    text: 'This page needs the sign-in link your account home creates when you choose a product.',
    status: 400,
  },
};

/** The error page of a refused hand-off, and its status (400 invalid or missing, 410 expired or used). */
export function refusedPage(productName: string, reason: HandoffRefusal | 'missing'): { status: number; page: SitePage } {
  const { heading, text, status } = refusals[reason];
  return { status, page: { title: productName, eyebrow: productName, heading, tone: 'error', paragraphs: [text], actions: [ACCOUNT_HOME] } };
}

export const unknownProductPage: SitePage = {
  title: 'Product not found',
  heading: 'Product not found',
  tone: 'error',
  paragraphs: ['There is no product at this address. Choose a product from your account home.'],
  actions: [ACCOUNT_HOME],
};

export const checkFailedPage: SitePage = {
  title: 'Please try again',
  heading: 'We could not check your sign-in link',
  tone: 'error',
  paragraphs: ['Something went wrong on our side. Please open the product again from your account home in a moment.'],
  actions: [ACCOUNT_HOME],
};
