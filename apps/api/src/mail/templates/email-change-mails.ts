import { renderMail, type RenderedMail } from './layout.ts';

type Mail = RenderedMail & { subject: string };

/** To the new address: its link changes the account's address to it. */
export async function confirmEmailChangeMail(input: { firstName: string; newEmail: string; confirmLink: string; validForHours: number; siteUrl: string }): Promise<Mail> {
  return {
    subject: 'Confirm your new email address for WTM',
    ...(await renderMail({
      preview: 'One click makes this the address of your WTM account.',
      greeting: `Hello ${input.firstName},`,
      body: [`You asked to change the address of your WTM account to ${input.newEmail}. Please confirm that this address is yours: it changes when you press Confirm on the page the button opens.`],
      action: { label: 'Confirm your new address', url: input.confirmLink },
      closing: [
        `The link works once and expires in ${input.validForHours} hours; a newer request replaces it. Until then you sign in with your current address.`,
        'If you did not ask for this, you can ignore this mail: nothing changes.',
      ],
      siteUrl: input.siteUrl,
    })),
  };
}

/**
 * To an address that already has an account, when another account asks to change to it:
 * the asking account's answer is the same as for a free address, so only this mail says so.
 */
export async function emailInUseMail(input: { siteUrl: string; forgotPasswordLink: string }): Promise<Mail> {
  return {
    subject: 'This address already has a WTM account',
    ...(await renderMail({
      preview: 'Someone asked to move a WTM account to this address, which already has one.',
      body: [
        'Someone signed in to a WTM account asked to change its address to this one. This address already belongs to a WTM account, so nothing was changed.',
        'If it was you, sign in with this address instead. If you forgot its password, you can reset it.',
      ],
      action: { label: 'Reset the password of this address', url: input.forgotPasswordLink },
      closing: ['If you did not ask for this, you can ignore this mail.'],
      siteUrl: input.siteUrl,
    })),
  };
}

/** To the old address once the change is confirmed: its button puts the old address back and signs everyone out. */
export async function emailChangedMail(input: { firstName: string; newEmail: string; undoLink: string; validForDays: number; siteUrl: string }): Promise<Mail> {
  return {
    subject: 'The email address of your WTM account was changed',
    ...(await renderMail({
      preview: `Your WTM account now signs in with ${input.newEmail}.`,
      greeting: `Hello ${input.firstName},`,
      body: [`The address of your WTM account was just changed to ${input.newEmail}, confirmed from a mail sent to it. From now on you sign in with that address, and mail about your account goes there.`, 'If you made this change, there is nothing else to do.'],
      action: { label: 'This was not me: undo the change', url: input.undoLink },
      closing: [`Undoing puts this address back and signs out every device signed in to the account; then reset your password. The link works once, for ${input.validForDays} days.`],
      siteUrl: input.siteUrl,
    })),
  };
}
