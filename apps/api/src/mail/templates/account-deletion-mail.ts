import { renderMail, type RenderedMail } from './layout.ts';

const deletionDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** To the owner when they ask to delete the account: when it happens, and how to keep it. */
export async function accountDeletionMail(input: { firstName: string; dueAt: number; loginLink: string; siteUrl: string }): Promise<RenderedMail & { subject: string }> {
  const day = deletionDay.format(input.dueAt);
  return {
    subject: 'Your WTM account will be deleted',
    ...(await renderMail({
      preview: `Your WTM account and its data will be deleted on ${day}.`,
      greeting: `Hello ${input.firstName},`,
      body: [
        `You asked to delete your WTM account. Every device was signed out, and on ${day} we delete the account and everything we hold on you: your details, sessions, history, the enquiries and webinar registrations sent with this address, and the content of the mails we sent you.`,
        'To keep your account, sign in before then: that cancels the deletion.',
      ],
      action: { label: 'Sign in to keep my account', url: input.loginLink },
      closing: ['If you did not ask for this, sign in at once, change your password and contact our support team.'],
      siteUrl: input.siteUrl,
    })),
  };
}
