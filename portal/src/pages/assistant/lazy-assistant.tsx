/**
 * The assistant's code loads only where it shows (the side menu of the assistant pages, the
 * player's Q&A tab). If that download fails (a deploy replaced the chunks, the network dropped),
 * the place says so with a reload button instead of taking its page down with it.
 */
import { Component, Suspense, type ReactNode } from 'react';
import { useT } from '../../shell/i18n';

function LoadFailed() {
  const t = useT();
  return (
    <div role="alert" className="assistant-load-failed" data-testid="assistant-load-failed">
      <p>{t('assistantPage.loadFailed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('assistantPage.reload')}
      </button>
    </div>
  );
}

class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

export function LazyAssistant({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <LoadBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadBoundary>
  );
}
