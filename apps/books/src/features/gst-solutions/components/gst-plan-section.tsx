import { useId, useState } from 'react';
import styled from 'styled-components';
import { ButtonLink, Heading, Section, SelectField } from '@wtm/ui';
import { gstPlanSection } from '../content/gst-content.ts';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

const PlanBox = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/**
 * The "Accounting And GST Solution" section: the page's heading, the required plan
 * drop-down with its single choice, and Submit, which goes to /register with the product
 * and the chosen plan (the original ignored the choice).
 */
export function GstPlanSection() {
  const { heading, paragraphs, planLabel, planOptions, submit } = gstPlanSection;
  const [plan, setPlan] = useState(planOptions[0]?.value ?? '');
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={1} size="xxl" id={headingId}>
        {heading}
      </Heading>
      <Layout>
        <div>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <PlanBox>
          <SelectField
            name="plan"
            label={planLabel}
            options={planOptions}
            required
            value={plan}
            onChange={(event) => setPlan(event.target.value)}
          />
          <ButtonLink to={submit.to(plan)} fullWidth>
            {submit.label}
          </ButtonLink>
        </PlanBox>
      </Layout>
    </Section>
  );
}
