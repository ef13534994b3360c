// The proof-of-work challenge (ALTCHA widget) bound to a react-final-form value: shown by
// a form only after an answer asked for it (decision 0026); it fetches a challenge,
// solves it in a worker and puts the payload into the form for the next submit.
import { useEffect, useId, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';

const Group = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ChallengeFieldProps {
  /** The form value that carries the solved challenge's payload (`altcha` on the wire). */
  name: string;
  /** Where the widget fetches a challenge (`GET /api/challenge`). */
  challengeUrl: string;
  /** Names the group, e.g. "Verification". */
  label: string;
  /** Says what happens and what to do. */
  hint: string;
  /** Shown if the widget's code cannot be loaded. */
  loadFailed: string;
}

type WidgetState = 'loading' | 'ready' | 'failed';

/**
 * The widget is made when the field mounts and solves its challenge at once (`auto:
 * onload`); give the field a new `key` for a fresh challenge (a payload works once).
 * Its checkbox stays usable by keyboard, to verify again after an error or expiry.
 */
export function ChallengeField({ name, challengeUrl, label, hint, loadFailed }: ChallengeFieldProps) {
  const { input } = useField<string | undefined>(name);
  const setPayload = useRef(input.onChange);
  setPayload.current = input.onChange;
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('loading');
  const labelId = useId();
  const hintId = useId();

  useEffect(() => {
    let widget: HTMLElement | undefined;
    let cancelled = false;
    const onStateChange = (event: Event) => {
      const { state: widgetState, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      setPayload.current(widgetState === 'verified' && payload ? payload : undefined);
    };
    import('./altcha-widget.ts').then(
      ({ registerAltcha }) => {
        if (cancelled || !slot.current) return;
        registerAltcha();
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', challengeUrl);
        widget.setAttribute('auto', 'onload');
        // The payload goes into the form value, not a hidden input of its own.
        widget.setAttribute('name', `${name}-widget`);
        widget.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true }));
        widget.addEventListener('statechange', onStateChange);
        slot.current.append(widget);
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
      setPayload.current(undefined);
    };
  }, [challengeUrl, name]);

  return (
    <Group role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Label id={labelId}>{label}</Label>
      <Hint id={hintId}>{state === 'failed' ? loadFailed : hint}</Hint>
      <div ref={slot} aria-busy={state === 'loading'} />
    </Group>
  );
}
