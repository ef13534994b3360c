import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../layout/visually-hidden.tsx';

/** Kind of an alert: only success and error exist. */
export type AlertKind = 'success' | 'error';

/** Props of {@link Alert}. */
export interface AlertProps {
  kind: AlertKind;
  /** The message, e.g. the server's `systemMessage`. */
  children: ReactNode;
  /** Shows a close button; called when it is pressed. Without it the alert cannot be dismissed. */
  onClose?: () => void;
  /** Accessible name of the close button. Default `Close`. */
  closeLabel?: string;
  /**
   * Where focus goes when the alert is closed from inside: the place it was
   * before, as the caller knows it (the site's banner tracks it). Without it focus would
   * fall to the top of the document with the removed button.
   */
  returnFocus?: () => HTMLElement | null | undefined;
  className?: string;
}

const Box = styled.div<{ $kind: AlertKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid currentColor;
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.errorText : theme.colors.successText)};
  background: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.errorBackground : theme.colors.successBackground)};
`;

const Icon = styled.svg`
  flex: none;
  width: 1.25em;
  height: 1.25em;
  margin-top: 0.15em;
`;

const Message = styled.div`
  flex: 1;
  padding-block: ${({ theme }) => theme.space.xs};
`;

const CloseButton = styled.button`
  flex: none;
  min-width: 44px;
  min-height: 44px;
  margin: -${({ theme }) => theme.space.sm} -${({ theme }) => theme.space.sm} 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;
`;

// Icon plus a hidden word, so the meaning never rests on colour alone (WCAG 1.4.1).
function KindIcon({ kind }: { kind: AlertKind }) {
  return (
    <Icon viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      {kind === 'success' ? (
        <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
      ) : (
        <path d="M10 5v6M10 13.5v1.5" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
    </Icon>
  );
}

/**
 * A dismissible message box: green for success, red for error. Errors use
 * `role="alert"` (announced at once); successes use `role="status"` (announced politely).
 * Closing it from inside gives focus to `returnFocus`.
 */
export function Alert({ kind, children, onClose, closeLabel = 'Close', returnFocus, className }: AlertProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const close = () => {
    const hadFocus = boxRef.current?.contains(document.activeElement) ?? false;
    onClose?.();
    if (hadFocus) returnFocus?.()?.focus({ preventScroll: true });
  };
  return (
    <Box ref={boxRef} role={kind === 'error' ? 'alert' : 'status'} $kind={kind} className={className}>
      <KindIcon kind={kind} />
      <Message>
        <VisuallyHidden>{kind === 'error' ? 'Error: ' : 'Success: '}</VisuallyHidden>
        {children}
      </Message>
      {onClose ? (
        <CloseButton type="button" aria-label={closeLabel} onClick={close}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      ) : null}
    </Box>
  );
}
