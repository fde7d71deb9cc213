/**
 * A widget view's React root inside its element's shadow root, for `CreateView` (host.ts): with
 * @stepwise/ui's styles (which a shadow root never sees from the page) and an error boundary, so
 * a render error reaches `onError` (the element's `stepwise-error`), never the host page. Its own
 * entry (`@stepwise/ui/element/react-view`): the host stays free of React until the view loads.
 */
import { Component, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { uiInlineStyles } from '../styles/inline.js';

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

export interface ReactView {
  /** Renders `node`; a new `key` starts a fresh tree (a failed boundary starts over). */
  render(node: ReactNode, key?: string): void;
  unmount(): void;
}

const STYLE_ID = 'sw-stepwise-ui-styles';

export function createReactView(
  container: HTMLElement,
  onError: (error: unknown) => void,
): ReactView {
  return createReactViewWithStyles(uiInlineStyles, container, onError);
}

/**
 * `createReactView` with the stylesheet the view needs: `uiTokenStyles` (`@stepwise/ui/inline-styles`)
 * for a view that uses none of @stepwise/ui's components, so their sheets stay out of its bundle.
 */
export function createReactViewWithStyles(
  styles: string,
  container: HTMLElement,
  onError: (error: unknown) => void,
): ReactView {
  const shadow = container.getRootNode();
  if (shadow instanceof ShadowRoot && !shadow.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = styles;
    shadow.prepend(style);
  }
  let root: Root | null = createRoot(container);
  return {
    render(node, key) {
      root?.render(createElement(ErrorBoundary, { key, onError }, node));
    },
    unmount() {
      const current = root;
      root = null;
      current?.unmount();
    },
  };
}
