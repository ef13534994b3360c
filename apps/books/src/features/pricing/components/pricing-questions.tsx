import { useId } from 'react';
import styled from 'styled-components';
import { Heading } from '@wtm/ui';
import { pricingQuestions } from '../content/pricing-content.ts';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  h3,
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/** Short answers to the questions visitors ask before starting a trial. */
export function PricingQuestions() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} size="xl" id={headingId}>
        {pricingQuestions.heading}
      </Heading>
      <List>
        {pricingQuestions.items.map((item) => (
          <div key={item.question}>
            <Heading level={3} size="lg">
              {item.question}
            </Heading>
            <p>{item.answer}</p>
          </div>
        ))}
      </List>
    </section>
  );
}
