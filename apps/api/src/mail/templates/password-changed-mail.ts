import { renderMail, type RenderedMail } from './layout.ts';

export interface PasswordChangedMailInput {
  firstName: string;
  /** Where to ask for a new reset link: `${PUBLIC_URL}/login/forgetPassword`. */
  forgotPasswordLink: string;
  siteUrl: string;
  /** Changed while signed in: the session that changed it stays signed in. */
  changedWhileSignedIn?: boolean;
}

export async function passwordChangedMail(input: PasswordChangedMailInput): Promise<RenderedMail & { subject: string }> {
  return {
    subject: 'Your WTM password was changed',
    ...(await renderMail({
      preview: 'The password of your WTM account was just changed.',
      greeting: `Hello ${input.firstName},`,
      body: [
        input.changedWhileSignedIn === true
          ? 'The password of your WTM account was just changed from My Account, and every other device that was signed in has been signed out.'
          : 'The password of your WTM account was just changed, and every device that was signed in has been signed out.',
        'If you made this change, there is nothing else to do.',
      ],
      action: { label: 'I did not change it: reset my password', url: input.forgotPasswordLink },
      closing: ['If you did not change your password, reset it at once with the button above and contact our support team.'],
      siteUrl: input.siteUrl,
    })),
  };
}
