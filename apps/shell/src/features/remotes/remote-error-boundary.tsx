import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFailure } from './remote-failure.tsx';

interface Props {
  section: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a remote that cannot be loaded or crashes while rendering, so only its own
 * section shows a message; header, footer and other sections keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Left in the browser console for support staff; nothing secret is in it.
    console.warn(`The ${this.props.section} section failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RemoteFailure section={this.props.section} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
