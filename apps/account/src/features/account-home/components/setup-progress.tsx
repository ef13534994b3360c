import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Heading, ProgressBar } from '@wtm/ui';
import { Card } from '../../../components/auth-page.tsx';
import { accountHomeContent as content } from '../content/account-home-content.ts';

const Panel = styled(Card)`
  max-width: 40rem;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The progress panel shown while a product is set up: "Please wait while
 * we setup your product..." with the bar fixed at 80 percent. It takes the focus, since
 * the button that started it is gone.
 */
export function SetupProgress({ productName }: { productName: string }) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <Panel as="section" ref={panel} tabIndex={-1} aria-labelledby={headingId}>
      <Heading level={2} size="xl" id={headingId}>
        {productName}
      </Heading>
      <ProgressBar value={content.setupProgress} label={content.settingUp} showValue />
    </Panel>
  );
}
