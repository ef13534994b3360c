import { CallToActionBox, Grid, Section } from '@wtm/ui';
import { landingContent } from '../content/landing-content.ts';

/** The three call-to-action boxes: features, free trial and pricing, ask a question. */
export function GetStartedSection() {
  return (
    <Section heading={landingContent.actionsHeading}>
      <Grid as="ul" columns={{ phone: 1, laptop: 3 }}>
        {landingContent.actions.map((box) => (
          <li key={box.id}>
            <CallToActionBox heading={box.heading} text={box.text} action={box.action} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
