import styled from 'styled-components';
import { productCatalogue, type TrialChoice } from '@wtm/contract/data';
import { Button, InfoBox } from '@wtm/ui';
import { useResendVerification } from '../api/use-resend-verification.ts';
import { accountHomeContent as content } from '../content/account-home-content.ts';

const Banner = styled(InfoBox)`
  margin-top: ${({ theme }) => theme.space.md};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

/**
 * Shown on Account Home while the address is not confirmed: products do not
 * open until it is; the customer can ask for a new link.
 */
export function VerificationBanner({ email, trialChoice }: { email: string; trialChoice?: TrialChoice | undefined }) {
  const { sending, resend } = useResendVerification();
  const { verification } = content;
  return (
    <Banner heading={verification.heading} headingLevel={2} tone="highlight">
      <p>{verification.text(email)}</p>
      {trialChoice === undefined ? null : <p>{verification.trial(productCatalogue[trialChoice.productCode].name)}</p>}
      <Button variant="secondary" onClick={resend} loading={sending}>
        {verification.resend}
      </Button>
    </Banner>
  );
}
