import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { TelemetryOwner } from '@wtm/contract/telemetry';
import { Button } from '@wtm/ui';
import { reportFailure } from '../telemetry/telemetry.ts';
import { SectionLoadError } from './section-load-error.ts';

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

interface Props {
  /** What the visitor reads, e.g. "The CRM pages could not be loaded". */
  heading: string;
  onRetry: () => void;
  /** Whose code fails here: a remote's section, or the shell's own pages (telemetry). */
  owner: TelemetryOwner;
  /** When it changes (a navigation elsewhere), a failure shown is cleared. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches code that cannot be loaded or crashes while rendering (a remote's section, or
 * one of the shell's on-demand pages), so only that area says so, with a Retry; header,
 * footer and the rest of the site keep working.
 */
export class LoadFailureBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Left in the browser console for support staff; nothing secret is in it.
    console.warn(`${this.props.heading}:`, error, info.componentStack);
    reportFailure(error instanceof SectionLoadError ? 'load-failure' : 'render-error', error, this.props.owner);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert">
        <h1 tabIndex={-1}>{this.props.heading}</h1>
        <p>Check your connection and try again. The rest of the site keeps working.</p>
        <Button type="button" onClick={this.props.onRetry}>
          Retry
        </Button>
      </Box>
    );
  }
}
