import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Alert, Container } from '@wtm/ui';
import { alertDismissed } from '@wtm/shell-contract';
import type { RootState } from '../../app/store.ts';

const Slot = styled(Container)`
  &:not(:empty) {
    padding-top: ${({ theme }) => theme.space.md};
  }
`;

/** The global dismissible alert above the content (spec §2, §4). */
export function AlertBanner() {
  const alert = useSelector((state: RootState) => state.alert.current);
  const dispatch = useDispatch();
  return (
    <Slot>
      {alert && (
        <Alert kind={alert.kind} onClose={() => dispatch(alertDismissed())}>
          {alert.text}
        </Alert>
      )}
    </Slot>
  );
}
