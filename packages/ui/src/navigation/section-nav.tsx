import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Container } from '../layout/container.tsx';

/** One entry of a section's own navigation. */
export interface SectionNavLink {
  label: string;
  href: string;
}

/** Look of a {@link SectionNav}. */
export type SectionNavTone = 'default' | 'dark';

/** Props of {@link SectionNav}. */
export interface SectionNavProps {
  /** Accessible name of the navigation landmark, e.g. "Account Books". */
  label: string;
  links: SectionNavLink[];
  /** Text before the links, e.g. the name of the solution a landing page's own bar stands for. */
  title?: ReactNode;
  /** `dark`: the footer's colours, for a page's own top bar. Default `default` (light). */
  tone?: SectionNavTone;
}

const Bar = styled.nav<{ $tone: SectionNavTone }>`
  ${({ theme, $tone }) =>
    $tone === 'dark'
      ? css`
          background: ${theme.colors.footerBackground};
          color: ${theme.colors.footerText};
        `
      : css`
          background: ${theme.colors.surface};
          border-bottom: 1px solid ${theme.colors.divider};
        `}
`;

// The title beside the links on wide screens, above them when they do not fit.
const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.sm};
`;

const Title = styled.p<{ $tone: SectionNavTone }>`
  margin: 0;
  padding-block: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.footerLink : theme.colors.text)};
`;

// Where links lie beyond an edge, a soft shade at that edge says so: the shades stay put
// (scroll) and covers in the bar's colour travel with the links (local), hiding a shade
// once its end is reached. CSS only, so it shows before hydration and without JavaScript.
const scrollHint = (bar: string, shade: string) => css`
  background:
    linear-gradient(to right, ${bar} 40%, transparent) left center / 40px 100% no-repeat local,
    linear-gradient(to left, ${bar} 40%, transparent) right center / 40px 100% no-repeat local,
    linear-gradient(to right, ${shade}, transparent) left center / 16px 100% no-repeat scroll,
    linear-gradient(to left, ${shade}, transparent) right center / 16px 100% no-repeat scroll;
  background-color: ${bar};
`;

// One line at every width: on a phone it scrolls sideways instead of wrapping
// into a second row; the links inside keep it reachable by keyboard.
const List = styled.ul<{ $tone: SectionNavTone }>`
  display: flex;
  flex-wrap: nowrap;
  gap: 0 ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  min-width: 0;
  max-width: 100%;
  white-space: nowrap;
  list-style: none;

  li {
    flex: none;
  }
  ${({ theme, $tone }) =>
    $tone === 'dark' ? scrollHint(theme.colors.footerBackground, 'rgba(255, 255, 255, 0.4)') : scrollHint(theme.colors.surface, 'rgba(31, 41, 51, 0.3)')}
`;

const Item = styled(NavLink)<{ $tone: SectionNavTone }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 3px solid transparent;
  text-decoration: none;
  &.active {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  ${({ theme, $tone }) =>
    $tone === 'dark'
      ? css`
          color: ${theme.colors.footerLink};
          &:hover {
            color: ${theme.colors.footerLink};
            text-decoration: underline;
          }
          &:focus-visible {
            outline-color: ${theme.colors.footerFocus};
          }
          &.active {
            border-bottom-color: ${theme.colors.footerFocus};
          }
        `
      : css`
          color: ${theme.colors.text};
          &.active {
            color: ${theme.colors.primary};
            border-bottom-color: ${theme.colors.primary};
          }
          &:hover {
            color: ${theme.colors.primaryHover};
          }
        `}
`;

/**
 * The navigation bar of a product section (Books, CRM): the current page is marked
 * with aria-current="page" by NavLink. With a `title` and `tone="dark"` it is a landing
 * page's own top bar (the GST page's), standing in for the section navigation.
 */
export function SectionNav({ label, links, title, tone = 'default' }: SectionNavProps) {
  const list = (
    <List $tone={tone}>
      {links.map((link) => (
        <li key={link.href}>
          <Item to={link.href} end $tone={tone}>
            {link.label}
          </Item>
        </li>
      ))}
    </List>
  );
  return (
    <Bar aria-label={label} $tone={tone}>
      {/* Same side padding as the page content below it. */}
      <Container>
        {title ? (
          <TitleRow>
            <Title $tone={tone}>{title}</Title>
            {list}
          </TitleRow>
        ) : (
          list
        )}
      </Container>
    </Bar>
  );
}
