// Error containment: a part of the screen that throws while rendering is replaced by its fallback,
// and the rest goes on. Before, the router's root boundary was the only one: a crash in one page
// (an unexpected answer of the provider) replaced the whole app, and a running video visit ended
// with it. React 19 already logs every error a boundary catches (console.error, with the
// components' stack), so this one only names the part that failed.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** names the failed part in the log ("page", "live video") */
  part: string;
  /** what shows in place of the part; `retry` renders the part again. null shows nothing */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** a change of any of these (compared with Object.is) forgets the error: the page's location */
  resetKeys?: readonly unknown[];
  /** told once the part failed: what must not outlive it is stopped here */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: { error: unknown } | null;
  keys: readonly unknown[];
}

const changed = (a: readonly unknown[], b: readonly unknown[]) => a.length !== b.length || a.some((key, i) => !Object.is(key, b[i]));

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: null, keys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    const keys = props.resetKeys ?? [];
    return changed(keys, state.keys) ? { failed: null, keys } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Bedside: the ${this.props.part} failed and shows its fallback`, info.componentStack);
    this.props.onError?.(error);
  }

  private readonly retry = () => this.setState({ failed: null });

  override render(): ReactNode {
    const { failed } = this.state;
    return failed ? this.props.fallback(failed.error, this.retry) : this.props.children;
  }
}
