// A render error inside the player must not reach the host page (React would report it to the
// window): the element shows its message state and raises `stepwise-error` instead.
import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  onError: (error: unknown) => void;
  children?: ReactNode;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
