// What the theme shows when part of a page crashes: a "Try again" button, the error with each of
// its causes, and a boundary that adds context to an error on its way up.
import { Component, type ComponentProps, type ErrorInfo, type ReactNode } from 'react';
import Translate from '../Translate.js';

/** The error, then its `cause`, and so on. */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function ErrorBoundaryTryAgainButton(props: ComponentProps<'button'>) {
  return (
    <button type="button" {...props}>
      <Translate id="theme.ErrorPageContent.tryAgain">Try again</Translate>
    </button>
  );
}

export function ErrorBoundaryError({ error }: { error: Error }) {
  return <p className="errorBoundaryError_FiLL">{errorChain(error).map(messageOf).join('\n\nCause:\n')}</p>;
}

export function ErrorBoundaryErrorMessageFallback({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return (
    <div className="errorBoundaryFallback_lv4I">
      <p>{error.message}</p>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} />
    </div>
  );
}

/** Rethrows an error of its children wrapped by `onError`, so the message says where it happened. */
export class ErrorCauseBoundary extends Component<{ children: ReactNode; onError: (error: Error, errorInfo: ErrorInfo) => Error }> {
  override componentDidCatch(error: Error, errorInfo: ErrorInfo): never {
    throw this.props.onError(error, errorInfo);
  }

  override render() {
    return this.props.children;
  }
}
