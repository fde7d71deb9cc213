/**
 * The re-render's progress while a saved edit list is being rendered (the hook follows it), and
 * the last render's failure. The old video keeps playing meanwhile, so the editor only says so.
 */
import type { WorkflowRender } from '@stepwise/core';
import { t } from '../../i18n/t';
import { stageText } from '../editor/editor-header';

export function RenderProgress({ render }: { render: WorkflowRender | null }) {
  if (!render) return null;
  if (render.status === 'error') {
    return (
      <p className="form-error" role="alert" data-testid="render-error">
        {t('editormain.renderFailed', { message: render.error ?? '' })}
      </p>
    );
  }
  if (render.status !== 'scheduled' && render.status !== 'running') return null;
  const percent = Math.round(render.progress * 100);
  return (
    <div className="render-progress" role="status" data-testid="render-progress">
      <progress max={1} value={render.progress} aria-label={t('editormain.rendering')} />
      <span>
        {t('editormain.rendering')} {render.status === 'running' ? `${percent}%` : ''} (
        {stageText(render.stage)})
      </span>
    </div>
  );
}
