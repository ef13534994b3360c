import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

/** Props of {@link StatusMessage}. */
export interface StatusMessageProps {
  /** The text, e.g. "Please wait..." or "Please wait your account is being created...". */
  children: ReactNode;
  /** Shows a spinner before the text. Default `true`: these messages mean work in progress. */
  busy?: boolean;
  className?: string;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Box = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Spinner = styled.span`
  flex: none;
  width: 1em;
  height: 1em;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/**
 * A polite live region (`role="status"`) for progress texts. Keep it mounted and change
 * its text where possible: some screen readers skip regions that appear with their text.
 */
export function StatusMessage({ children, busy = true, className }: StatusMessageProps) {
  return (
    <Box role="status" className={className}>
      {busy && children ? <Spinner aria-hidden="true" /> : null}
      {children}
    </Box>
  );
}
