import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles.ts';

/** Look and size props shared by `Button`, `ButtonLink` and `ExternalButtonLink`. */
export interface ButtonAppearanceProps {
  /** Default `primary`. */
  variant?: ButtonVariant;
  /** Default `md`. */
  size?: ButtonSize;
  /** Stretches to the width of its container, e.g. a submit button on a phone. */
  fullWidth?: boolean;
}

/** Props of {@link Button}: every `<button>` prop plus the appearance props. */
export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonAppearanceProps {
  /**
   * Work in progress (e.g. the form is being sent): the button is disabled, marked
   * `aria-busy` and shows a spinner next to its text.
   */
  loading?: boolean;
}

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles};
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/**
 * A button. `type` defaults to `button` so it never submits a form by accident; pass
 * `type="submit"` for a form's submit button.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" /> : null}
      {children}
    </StyledButton>
  );
}
