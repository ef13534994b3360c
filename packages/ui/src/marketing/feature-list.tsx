import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Heading, type HeadingLevel } from '../layout/heading.tsx';

/** Props of {@link FeatureList}. */
export interface FeatureListProps {
  items: readonly ReactNode[];
  /** Accessible name of the list when no visible heading names it. */
  label?: string;
  className?: string;
}

/** Props of {@link FeatureGroup}. */
export interface FeatureGroupProps {
  /** e.g. "Inventory". */
  heading: string;
  items: readonly ReactNode[];
  /** Optional text between the heading and the list. */
  description?: ReactNode;
  /** Default 3: groups usually sit under a section's `<h2>`. */
  headingLevel?: HeadingLevel;
  /** The group's icon above the heading, e.g. a `FeatureIcon` of `@wtm/ui/sections`. */
  icon?: ReactNode;
  className?: string;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  svg {
    flex: none;
    margin-top: 0.3em;
    color: ${({ theme }) => theme.colors.successText};
  }
`;



const Description = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A list of features, each with a check mark (decorative; the list itself says "included"). */
export function FeatureList({ items, label, className }: FeatureListProps) {
  return (
    <List aria-label={label} className={className}>
      {items.map((item, index) => (
        // Items come from static content in a fixed order.
        <Item key={index}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2 7.5l3 3L12 3.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span>{item}</span>
        </Item>
      ))}
    </List>
  );
}

/** A titled group of features, e.g. "Purchase: Purchase Order, Bills, …" in "All Features". */
export function FeatureGroup({ heading, items, description, headingLevel = 3, icon, className }: FeatureGroupProps) {
  const headingId = useId();
  const title = (
    <Heading level={headingLevel} size="lg" id={headingId}>
      {heading}
    </Heading>
  );
  return (
    <section aria-labelledby={headingId} className={className}>
      {icon}
      {title}
      {description ? <Description>{description}</Description> : null}
      <FeatureList items={items} />
    </section>
  );
}
