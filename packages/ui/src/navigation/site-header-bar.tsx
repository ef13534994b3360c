import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../layout/container.tsx';

/** Props of {@link SiteHeaderBar}. */
export interface SiteHeaderBarProps {
  /** Left-hand brand, usually a logo link to `/` with an accessible name. */
  brand: ReactNode;
  /** Navigation entries (NavLinkItem, DropdownMenu, …), each rendered in its own `<li>`. */
  navItems: ReactNode[];
  /** Accessible name of the `<nav>` landmark. Default `Main`. */
  navLabel?: string;
  /** Text of the phone-only button that shows the navigation. Default `Menu`. */
  menuButtonLabel?: string;
  className?: string;
}

const Bar = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 64px;
`;

// The brand takes the bar's height itself, so it keeps it where the links wrap under it
// (a phone without JavaScript: no Menu button) as well as beside the button.
const Brand = styled.div`
  display: flex;
  align-items: center;
  min-height: 64px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const MenuButton = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }

  /* Without JavaScript (a prerendered page read as is) it could not open the list. */
  @media (scripting: none) {
    display: none;
  }
`;

const Nav = styled.nav`
  ${({ theme }) => theme.mediaBelow.tablet} {
    flex-basis: 100%;
  }
`;

const NavList = styled.ul<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;

  /* Phones: the list stacks under the bar and shows only after "Menu" is pressed. The
     hiding lives in a max-width query, so wider screens (and jsdom) always see the links. */
  ${({ theme }) => theme.mediaBelow.tablet} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    flex-direction: column;
    align-items: stretch;
    padding-bottom: ${({ theme }) => theme.space.sm};
  }

  /* Without JavaScript the list is always shown: its links are plain links. */
  @media (scripting: none) {
    display: flex;
  }
`;

/**
 * The site header bar: brand on the left, the main navigation on the right. On phones
 * the navigation collapses behind a "Menu" disclosure button and closes after a link
 * is followed, or on Escape (focus back on the button). The shell decides what goes in it.
 */
export function SiteHeaderBar({ brand, navItems, navLabel = 'Main', menuButtonLabel = 'Menu', className }: SiteHeaderBarProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // An open dropdown inside takes its own Escape first (DropdownMenu stops it there).
  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    menuButtonRef.current?.focus();
  }

  function handleListClick(event: MouseEvent<HTMLUListElement>) {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  }

  return (
    <Bar className={className} onKeyDown={handleKeyDown}>
      <Inner>
        <Brand>{brand}</Brand>
        <MenuButton ref={menuButtonRef} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
          {menuButtonLabel}
        </MenuButton>
        <Nav aria-label={navLabel}>
          <NavList id={listId} $open={open} onClick={handleListClick}>
            {navItems.map((item, index) => (
              // The shell passes a fixed list per session state; the position is a stable key.
              <li key={index}>{item}</li>
            ))}
          </NavList>
        </Nav>
      </Inner>
    </Bar>
  );
}
