import styled from 'styled-components';
import { ButtonLink, ExternalButtonLink, Heading } from '@wtm/ui';
import { resourceUrls } from '../../../lib/resource-urls.ts';
import { downloadSteps, type DownloadStep } from '../content/download-content.ts';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Step = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  counter-increment: step;

  h3 {
    margin: 0;
  }

  h3::before {
    content: 'Step ' counter(step) ': ';
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    margin: 0;
    flex: 1;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function StepActions({ step }: { step: DownloadStep }) {
  const links = step.links ?? [];
  if (links.length === 0 && !step.resource) return null;
  return (
    <Actions>
      {links.map((link, index) => (
        <ButtonLink key={link.to} to={link.to} variant={index === 0 ? 'primary' : 'secondary'}>
          {link.label}
        </ButtonLink>
      ))}
      {step.resource ? (
        <ExternalButtonLink href={resourceUrls[step.resource.key]} type="application/pdf" variant="secondary">
          {step.resource.label}
        </ExternalButtonLink>
      ) : null}
    </Actions>
  );
}

/** The three steps: sign up, run the setup, read the installation guide. */
export function DownloadSteps() {
  return (
    <Steps>
      {downloadSteps.map((step) => (
        <Step key={step.title}>
          <Heading level={3} size="lg">
            {step.title}
          </Heading>
          <p>{step.text}</p>
          <StepActions step={step} />
        </Step>
      ))}
    </Steps>
  );
}
