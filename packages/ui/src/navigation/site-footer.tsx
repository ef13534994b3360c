import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { Container } from '../layout/container.tsx';

/** Props of {@link SiteFooter}: every `<footer>` prop. */
export type SiteFooterProps = ComponentPropsWithoutRef<'footer'>;

const Band = styled.footer`
  padding-block: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.footerBackground};
  color: ${({ theme }) => theme.colors.footerText};

  a {
    color: ${({ theme }) => theme.colors.footerLink};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.footerLink};
    text-decoration-thickness: 2px;
  }

  /* The brand-blue ring disappears on the dark band; use the light one instead. */
  & :focus-visible {
    outline-color: ${({ theme }) => theme.colors.footerFocus};
  }
`;

/**
 * The dark footer band (`<footer>` landmark) with centred content. Links and focus rings
 * inside it switch to the light footer colours. Compose FooterColumns, SocialLinks,
 * BackToTop and the copyright line inside.
 */
export function SiteFooter({ children, ...rest }: SiteFooterProps) {
  return (
    <Band {...rest}>
      <Container>{children}</Container>
    </Band>
  );
}
