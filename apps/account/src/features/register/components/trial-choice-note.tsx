import { pricingPlanOf, productCatalogue, trialLengthDays, type TrialChoice } from '@wtm/contract/data';
import { InfoBox } from '@wtm/ui';
import { registerContent as content } from '../content/register-content.ts';

/** What the visitor chose on a product page, and what happens once they have registered. */
export function TrialChoiceNote({ choice, className }: { choice: TrialChoice; className?: string }) {
  const product = productCatalogue[choice.productCode];
  const plan = pricingPlanOf(choice.productCode, choice.plan);
  return (
    <InfoBox heading={content.trial.heading} tone="highlight" className={className}>
      <p>
        <strong>{product.name}</strong>
        {plan === undefined ? null : ` – ${content.trial.plan(plan.name)}`}
      </p>
      <p>{plan?.free === true ? content.trial.freePlan : content.trial.length(trialLengthDays)}</p>
      <p>{content.trial.next}</p>
    </InfoBox>
  );
}
