/**
 * The question before leaving an editor with unsaved changes (react-router's blocker; the
 * browser's own prompt covers closing the tab, see use-leave-guard.ts).
 */
import type { Blocker } from 'react-router';
import { Dialog } from '../../components/dialog';
import { t } from '../../i18n/t';

export function LeaveDialog({ blocker, testId }: { blocker: Blocker; testId: string }) {
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog
      title={t('editor.leave.title')}
      onClose={() => blocker.reset()}
      testId={testId}
      footer={
        <>
          <button type="button" onClick={() => blocker.reset()}>
            {t('editor.leave.stay')}
          </button>
          <button type="button" className="danger" onClick={() => blocker.proceed()}>
            {t('editor.leave.go')}
          </button>
        </>
      }
    >
      <p>{t('editor.leave.message')}</p>
    </Dialog>
  );
}
