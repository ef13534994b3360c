import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import type { ButtonAppearanceProps } from './button.tsx';
import { buttonStyles, type ButtonStyleProps } from './button-styles.ts';

/** Props of {@link ButtonLink}: react-router `Link` props plus the appearance props. */
export interface ButtonLinkProps extends LinkProps, ButtonAppearanceProps {}

/** Props of {@link ExternalButtonLink}: every `<a>` prop (`href` required) plus the appearance props. */
export interface ExternalButtonLinkProps extends ComponentPropsWithRef<'a'>, ButtonAppearanceProps {
  href: string;
}

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles};
`;

const StyledAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles};
`;

/** An in-app link (react-router `Link`) that looks like a button, e.g. "Start Free Trial". */
export function ButtonLink({ variant = 'primary', size = 'md', fullWidth = false, ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}

/**
 * A plain `<a>` that looks like a button: PDFs, downloads, other sites and server-only
 * paths that must load the full page.
 */
export function ExternalButtonLink({ variant = 'primary', size = 'md', fullWidth = false, ...rest }: ExternalButtonLinkProps) {
  return <StyledAnchor $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}
