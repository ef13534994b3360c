import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Alert, Container } from '@wtm/ui';
import { alertDismissed } from '@wtm/shell-contract';
import type { RootState } from '../../app/store.ts';

const Slot = styled.div`
  &:not(:empty) {
    padding-top: ${({ theme }) => theme.space.md};
  }
`;

export interface AlertBannerProps {
  /** Gets focus when the alert closes and no control it came from can take it back. */
  fallbackFocus: () => HTMLElement | null | undefined;
}

/**
 * Where focus was before it entered the alert: the last control focused outside the
 * banner. A form's submit button is disabled while it sends, and a disabled
 * button loses focus, so when the answer's alert appears nothing has focus; closing the
 * alert still leads back to that button once it is usable again.
 */
function useLastFocusOutside() {
  const slotRef = useRef<HTMLDivElement>(null);
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !slotRef.current?.contains(target)) last.current = target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  const lastUsable = () => {
    const element = last.current;
    return element?.isConnected && !element.matches(':disabled') ? element : null;
  };
  return { slotRef, lastUsable };
}

/** The global dismissible alert above the content; closing it returns focus to where it was. */
export function AlertBanner({ fallbackFocus }: AlertBannerProps) {
  const alert = useSelector((state: RootState) => state.alert.current);
  const dispatch = useDispatch();
  const { slotRef, lastUsable } = useLastFocusOutside();
  return (
    <Slot ref={slotRef}>
      {alert && (
        <Container>
          <Alert kind={alert.kind} onClose={() => dispatch(alertDismissed())} returnFocus={() => lastUsable() ?? fallbackFocus()}>
            {alert.text}
          </Alert>
        </Container>
      )}
    </Slot>
  );
}
