import styled from 'styled-components';
import { Button } from '@wtm/ui';
import { Card } from '../../../components/auth-page.tsx';

/** A section of the security page that lists lines (sessions, history). */
export const ListCard = styled(Card)`
  max-width: 48rem;
  margin-top: ${({ theme }) => theme.space.lg};
  > p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One line an item: its name in bold, its details muted below, an action at the end. */
export const LineList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** A time as the customer reads it, in their own zone. */
export const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** What a list section shows when its list could not be read: why, and a retry. */
export function LoadFailed({ message, retryLabel, retry }: { message: string; retryLabel: string; retry: () => void }) {
  return (
    <>
      <p>{message}</p>
      <Button onClick={retry}>{retryLabel}</Button>
    </>
  );
}
