import { useId } from 'react';
import styled from 'styled-components';
import { Heading, TargetLink } from '@wtm/ui';
import type { ProductGroup } from '../content/register-content.ts';

const Aside = styled.aside`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Group = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export interface ProductListProps {
  heading: string;
  className?: string;
  groups: readonly ProductGroup[];
}

/** The products on the left of the Register screen, each linking to its pages. */
export function ProductList({ heading, groups, className }: ProductListProps) {
  const headingId = useId();
  return (
    <Aside aria-labelledby={headingId} className={className}>
      <Heading level={2} size="xl" id={headingId}>
        {heading}
      </Heading>
      {groups.map((group) => (
        <Group key={group.heading}>
          <Heading level={3} size="md">
            {group.heading}
          </Heading>
          <p>{group.summary}</p>
          <Links>
            {group.items.map((item) => (
              <li key={item.label}>
                <TargetLink target={item} />
              </li>
            ))}
          </Links>
        </Group>
      ))}
    </Aside>
  );
}
