import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../layout/visually-hidden.tsx';

/** One entry of {@link SocialLinks}. */
export interface SocialLink {
  /** Accessible name, e.g. "WTM on LinkedIn"; shown as text when there is no icon. */
  label: string;
  href: string;
  /** Inline SVG or short text; treated as decoration (hidden from screen readers). */
  icon?: ReactNode;
}

/** Props of {@link SocialLinks}. */
export interface SocialLinksProps {
  links: readonly SocialLink[];
  /** Accessible name of the list. Default `Social media`. */
  label?: string;
  className?: string;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  text-decoration: none;

  svg {
    width: 20px;
    height: 20px;
    fill: currentColor;
  }
`;

/**
 * Links to the company's social profiles. With an icon, the label becomes hidden text
 * so the link keeps its name; icons are inline, so nothing extra is downloaded.
 */
export function SocialLinks({ links, label = 'Social media', className }: SocialLinksProps) {
  return (
    <List aria-label={label} className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Anchor href={link.href}>
            {link.icon ? (
              <>
                <span aria-hidden="true">{link.icon}</span>
                <VisuallyHidden>{link.label}</VisuallyHidden>
              </>
            ) : (
              link.label
            )}
          </Anchor>
        </li>
      ))}
    </List>
  );
}
