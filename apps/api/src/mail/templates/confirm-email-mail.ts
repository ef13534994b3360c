import { productCatalogue, type TrialChoice, pricingPlanOf } from '@wtm/contract';
import { renderMail, type RenderedMail } from './layout.ts';

export interface ConfirmEmailMailInput {
  firstName: string;
  /** `${PUBLIC_URL}/account/verifyEmail?code=<code>`: a page with a Confirm button. */
  confirmLink: string;
  validForHours: number;
  /** The welcome mail after registering, or a new link asked for from My Account. */
  occasion: 'welcome' | 'resend';
  /** The product chosen before registering, started once the address is confirmed. */
  trialChoice?: TrialChoice | undefined;
  siteUrl: string;
}

function trialLine(choice: TrialChoice | undefined): string[] {
  if (choice === undefined) return [];
  const product = productCatalogue[choice.productCode].name;
  const plan = pricingPlanOf(choice.productCode, choice.plan)?.name;
  return [`Once your address is confirmed, we set up your free trial of ${product}${plan === undefined ? '' : ` (${plan} plan)`} straight away.`];
}

/** The welcome mail with the address confirmation link, or a new link. */
export async function confirmEmailMail(input: ConfirmEmailMailInput): Promise<RenderedMail & { subject: string }> {
  const welcome = input.occasion === 'welcome';
  return {
    subject: welcome ? 'Welcome to WTM: please confirm your email address' : 'Confirm your email address for WTM',
    ...(await renderMail({
      preview: 'One click to confirm your address and start using WTM.',
      greeting: `Hello ${input.firstName},`,
      body: [
        welcome
          ? 'Thank you for registering with WTM. Please confirm that this is your email address: your products open once it is confirmed.'
          : 'Here is a new link to confirm your email address. Links sent before this one no longer work.',
        ...trialLine(input.trialChoice),
      ],
      action: { label: 'Confirm your email address', url: input.confirmLink },
      closing: [
        `The link works once and expires in ${input.validForHours} hours. You can ask for a new one on My Account.`,
        'If you did not register with WTM, you can ignore this mail: nothing happens until the address is confirmed.',
      ],
      siteUrl: input.siteUrl,
    })),
  };
}
