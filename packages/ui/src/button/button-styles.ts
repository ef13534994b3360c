import { css } from 'styled-components';

/** Look of a button or button-styled link. */
export type ButtonVariant = 'primary' | 'secondary' | 'link';

/** Height and padding of a button or button-styled link. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Transient props shared by every element that looks like a button. */
export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const sizes = {
  sm: css`
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  // 44px is the smallest comfortable touch target on phones.
  md: css`
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 52px;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
      border-color: ${({ theme }) => theme.colors.primaryHover};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.background};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
      color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    padding-inline: ${({ theme }) => theme.space.xs};

    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
};

/** The button look, applied to `<button>`, router links and plain anchors alike. */
export const buttonStyles = css<ButtonStyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};
  ${({ $size }) => sizes[$size]};
  ${({ $variant }) => variants[$variant]};

  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;
