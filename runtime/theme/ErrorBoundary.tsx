// Catches a crash while rendering its children (in the browser; on the server a crash fails the
// build) and renders the fallback instead. `resetKey` changing (a new route) clears the error.
import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  fallback: (props: { error: Error; tryAgain: () => void }) => ReactNode;
  resetKey?: string;
  children?: ReactNode;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

export default class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  private readonly tryAgain = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback({ error: this.state.error, tryAgain: this.tryAgain }) : this.props.children;
  }
}
