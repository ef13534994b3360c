import styled from 'styled-components';
import { Button } from '@wtm/ui';

const Box = styled.div`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  min-height: 40vh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** What a visitor sees when a section's files (or a shell page's, with `heading`) cannot be loaded. */
export function RemoteFailure({ section, heading, onRetry }: { section?: string; heading?: string; onRetry: () => void }) {
  return (
    <Box role="alert">
      <h1>{heading ?? `The ${section} pages could not be loaded`}</h1>
      <p>Check your connection and try again. The rest of the site keeps working.</p>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
