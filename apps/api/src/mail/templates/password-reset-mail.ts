import { renderMail, type RenderedMail } from './layout.ts';

export interface PasswordResetMailInput {
  firstName: string;
  /** `${PUBLIC_URL}/login/changePassword?hash=<code>`. */
  resetLink: string;
  validForMinutes: number;
  siteUrl: string;
}

export async function passwordResetMail(input: PasswordResetMailInput): Promise<RenderedMail & { subject: string }> {
  return {
    subject: 'Reset your WTM password',
    ...(await renderMail({
      preview: 'Choose a new password for your WTM account.',
      greeting: `Hello ${input.firstName},`,
      body: ['We received a request to reset the password of your WTM account. Choose a new password with the button below.'],
      action: { label: 'Reset your password', url: input.resetLink },
      closing: [
        `The link works once and expires in ${input.validForMinutes} minutes. If you ask for another link, only the newest one works.`,
        'If you did not ask to reset your password, you can ignore this mail: your password stays as it is.',
      ],
      siteUrl: input.siteUrl,
    })),
  };
}
