import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFailure } from '../remotes/remote-failure.tsx';

interface Props {
  /** The page's location: a navigation elsewhere clears the failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a shell page that cannot be loaded (its files load on demand, app/router.tsx)
 * or crashes while rendering: the page area says so, with a reload; header, footer and
 * the other pages keep working. (A data router did this with its default error page.)
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('The page failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) return <RemoteFailure heading="This page could not be loaded" onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
