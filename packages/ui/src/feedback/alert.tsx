import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../layout/visually-hidden.tsx';

/** Kind of an alert: spec §4 knows only success and error. */
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
   * Gets focus after closing when the element focus came from is gone (or nothing had
   * focus), e.g. the page's heading.
   */
  fallbackFocus?: () => HTMLElement | null | undefined;
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

function focusable(element: Element | null): HTMLElement | null {
  return element instanceof HTMLElement && element !== document.body && element.isConnected ? element : null;
}

/**
 * Where focus goes back to when the alert closes (issue 29): the element that had focus
 * when it appeared, or the one focus came from when it entered the alert (Shift+Tab from
 * a form field), so closing never drops focus to the top of the document.
 */
function useFocusReturn(fallbackFocus: AlertProps['fallbackFocus']) {
  const boxRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    returnTo.current = focusable(document.activeElement);
  }, []);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof Element && !boxRef.current?.contains(from)) returnTo.current = focusable(from);
  };
  const restore = () => {
    const target = focusable(returnTo.current) ?? fallbackFocus?.();
    target?.focus({ preventScroll: true });
  };
  return { boxRef, onFocus, restore };
}

/**
 * A dismissible message box: green for success, red for error. Errors use
 * `role="alert"` (announced at once); successes use `role="status"` (announced politely).
 * Closing it returns focus to where it was.
 */
export function Alert({ kind, children, onClose, closeLabel = 'Close', fallbackFocus, className }: AlertProps) {
  const { boxRef, onFocus, restore } = useFocusReturn(fallbackFocus);
  const close = () => {
    const hadFocus = boxRef.current?.contains(document.activeElement) ?? false;
    onClose?.();
    if (hadFocus) restore();
  };
  return (
    <Box ref={boxRef} onFocus={onFocus} role={kind === 'error' ? 'alert' : 'status'} $kind={kind} className={className}>
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
