import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { booksNavigation, booksNavigationLabel } from '../../../content/section-content.ts';
import { gstTopBarTitle } from '../content/gst-content.ts';

const Bar = styled.nav`
  background: ${({ theme }) => theme.colors.footerBackground};
  color: ${({ theme }) => theme.colors.footerText};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

const Title = styled.p`
  margin: 0;
  padding-block: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.footerLink};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(NavLink)`
  display: inline-block;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.footerLink};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.footerLink};
    text-decoration: underline;
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.footerFocus};
  }

  &.active {
    border-bottom-color: ${({ theme }) => theme.colors.footerFocus};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/**
 * The GST page's own top bar (spec §2): the solution's name beside the five Books
 * links. It stands in for the section navigation, so it carries the same name.
 */
export function GstTopBar() {
  return (
    <Bar aria-label={booksNavigationLabel}>
      <Inner>
        <Title>{gstTopBarTitle}</Title>
        <List>
          {booksNavigation.map((link) => (
            <li key={link.to}>
              <Item to={link.to} end>
                {link.label}
              </Item>
            </li>
          ))}
        </List>
      </Inner>
    </Bar>
  );
}
