import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ActionLink } from '../button/action-link.tsx';
import { Heading, type HeadingLevel } from '../layout/heading.tsx';
import type { LinkTarget } from '../navigation/link-target.tsx';
import { Card } from './card.ts';
import { FeatureList } from './feature-list.tsx';

/** Props of {@link PricingCard}. */
export interface PricingCardProps {
  /** Plan name, e.g. "Professional". */
  name: string;
  /** Price as displayed, currency included, e.g. "$15" or "₹1,500". */
  price: string;
  /** e.g. "per user / month, billed annually". */
  period?: string;
  /** Highlight label, e.g. "Most Popular"; a badged card is also drawn emphasised. */
  badge?: string;
  description?: ReactNode;
  features: readonly ReactNode[];
  /** The plan's call to action, e.g. `{ label: 'Register', to: '/register' }`. */
  action: LinkTarget;
  /** Default 3. */
  headingLevel?: HeadingLevel;
  className?: string;
}

const Badge = styled.p`
  align-self: flex-start;
  order: -1;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.badgeBackground};
  color: ${({ theme }) => theme.colors.badgeText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

const Amount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  margin-top: auto;
`;

/**
 * One plan box: name, optional badge, price and period, features and a call to action.
 * The badge follows the name in reading order but is drawn above it.
 */
export function PricingCard({ name, price, period, badge, description, features, action, headingLevel = 3, className }: PricingCardProps) {
  const nameId = useId();
  return (
    <Card as="article" aria-labelledby={nameId} $highlight={Boolean(badge)} className={className}>
      <Heading level={headingLevel} size="xl" id={nameId}>
        {name}
      </Heading>
      {badge ? <Badge>{badge}</Badge> : null}
      <Price>
        <Amount>{price}</Amount>
        {period ? <Muted>{period}</Muted> : null}
      </Price>
      {description ? <Muted as="p">{description}</Muted> : null}
      <FeatureList items={features} label={`${name} features`} />
      <Action>
        <ActionLink target={action} variant={badge ? 'primary' : 'secondary'} fullWidth />
      </Action>
    </Card>
  );
}
