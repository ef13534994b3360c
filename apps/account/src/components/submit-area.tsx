import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, StatusMessage } from '@wtm/ui';
import { statusMessages } from '@wtm/contract/data';

const Status = styled(StatusMessage)`
  justify-content: center;
  &:empty {
    padding: 0;
  }
`;

export interface SubmitAreaProps {
  /** The request is on its way: the button is disabled and "Please wait..." shows. */
  loading: boolean;
  /** The button text, e.g. "Login". */
  children: ReactNode;
}

/** A form's submit button with the spec's "Please wait..." status under it. */
export function SubmitArea({ loading, children }: SubmitAreaProps) {
  return (
    <>
      <Button type="submit" loading={loading} fullWidth>
        {children}
      </Button>
      {/* Always mounted, so screen readers announce the text when it appears; the
          button already spins, so the text needs no second spinner. */}
      <Status busy={false}>{loading ? statusMessages.pleaseWait : ''}</Status>
    </>
  );
}
