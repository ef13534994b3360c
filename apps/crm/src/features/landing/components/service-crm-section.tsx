import { useId } from 'react';
import styled from 'styled-components';
import { ButtonLink, Container, FeatureList, Grid, Heading, Illustration } from '@wtm/ui';
import serviceTicketsUrl from '../../../assets/service-crm-tickets.svg';
import { featureIcon } from '../../../components/feature-icons.tsx';
import { serviceCrm } from '../content/service-crm.ts';

// The sticky site header must not cover the heading when a Service CRM link scrolls here.
const Band = styled.section`
  scroll-margin-top: 6rem;
  padding-block: ${({ theme }) => theme.space.xxl};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primary};

  & > span {
    margin-bottom: 0;
  }

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;

  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The Service CRM's own section: where the site's Service CRM links land. */
export function ServiceCrmSection() {
  const headingId = useId();
  return (
    <Band id={serviceCrm.id} aria-labelledby={headingId}>
      <Container>
        <Grid columns={{ phone: 1, laptop: 2 }} gap="xl">
          <Text>
            <Title>
              {featureIcon('service-crm')}
              <Heading level={2} id={headingId}>
                {serviceCrm.heading}
              </Heading>
            </Title>
            <p>{serviceCrm.intro}</p>
            <Heading level={3} size="lg">
              {serviceCrm.features.heading}
            </Heading>
            <FeatureList items={serviceCrm.features.items} label={serviceCrm.features.heading} />
            <Actions>
              {serviceCrm.actions.map((action, index) =>
                'to' in action ? (
                  <ButtonLink key={action.label} to={action.to} variant={index === 0 ? 'primary' : 'secondary'}>
                    {action.label}
                  </ButtonLink>
                ) : null,
              )}
            </Actions>
          </Text>
          <Illustration src={serviceTicketsUrl} width={480} height={360} alt={serviceCrm.image.alt} />
        </Grid>
      </Container>
    </Band>
  );
}
