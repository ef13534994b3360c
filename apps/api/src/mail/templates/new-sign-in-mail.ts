import { renderMail, type RenderedMail } from './layout.ts';

export interface NewSignInMailInput {
  firstName: string;
  /** "Firefox 140 on Linux"; null when the browser named nothing. */
  device: string | null;
  /** "198.51.100.0/24": the network, never the address. */
  network: string | null;
  signedInAt: number;
  /** `${PUBLIC_URL}/account/security`, where the session can be signed out. */
  reviewLink: string;
  siteUrl: string;
}

const signInTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** To the owner, when the account is signed in from a browser it had never been signed in from. */
export async function newSignInMail(input: NewSignInMailInput): Promise<RenderedMail & { subject: string }> {
  return {
    subject: 'New sign-in to your WTM account',
    ...(await renderMail({
      preview: 'Your WTM account was just signed in from a browser it had not been signed in from before.',
      greeting: `Hello ${input.firstName},`,
      body: [
        'Your WTM account was just signed in from a browser it had not been signed in from before.',
        {
          kind: 'fields',
          rows: [
            { label: 'Browser', value: input.device ?? 'Unknown browser' },
            { label: 'Network', value: input.network ?? 'Unknown network' },
            { label: 'When', value: `${signInTime.format(input.signedInAt)} UTC` },
          ],
        },
        'If this was you, there is nothing to do.',
      ],
      action: { label: 'Review where you are signed in', url: input.reviewLink },
      closing: ['If it was not you, sign that session out on the page above and change your password at once.'],
      siteUrl: input.siteUrl,
    })),
  };
}
