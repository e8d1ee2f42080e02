import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/errorReport.ts';

interface Props {
  /** What to show instead of the children, with a way to try again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  onReset?: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
}

/** React still needs a class to catch render errors; everything else lives in the fallback. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, 'render', info.componentStack);
  }

  private readonly retry = (): void => {
    this.props.onReset?.();
    this.setState({ failed: false, error: null });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
