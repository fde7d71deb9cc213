import {
  listSopVersionEditEvents,
  listSopVersionHistories,
  restoreSmartInstructionVersion,
} from '@stepwise/api';
import type { SmartInstruction, SopEditEvent, SopVersionHistory } from '@stepwise/core';
import { formatDate } from '@stepwise/i18n';
import { lazy, Suspense, useState } from 'react';
import { api } from '../api';
import { currentLanguage, t } from '../i18n/t';
import { useLoad } from '../lib/use-load';
import { LoadState } from './load-state';
import { VersionAction } from './version-history/action-button';
import { HistoryDialog } from './version-history/publish-history-dialog';
import { RestoreVersionDialog } from './version-history/restore-version-dialog';

// The instruction viewer is a widget of its own: loaded when a version is viewed, so the card
// lists that open this dialog do not carry it.
const SopVersionView = lazy(() =>
  import('./version-history/sop-version-view').then((m) => ({ default: m.SopVersionView })),
);

const when = (iso: string) => formatDate(iso, 'MM/DD/YY h:mm A', currentLanguage());

/** 001 §7: the edit events that made one published version. */
function VersionEvents({ version }: { version: SopVersionHistory }) {
  const [load, retry] = useLoad(version.id, () => listSopVersionEditEvents(api, version.id));
  if (load.state !== 'ready') return <LoadState load={load} onRetry={retry} />;
  if (load.value.length === 0) return <p className="muted">{t('sop.history.noEvents')}</p>;
  return (
    <ul className="sop-events" data-testid="sop-history-events">
      {load.value.map((event: SopEditEvent) => (
        <li key={event.id}>
          {t(`sop.event.${event.type}`)}
          {typeof event.data.title === 'string' && event.data.title ? `: ${event.data.title}` : ''}
          <span className="muted">
            {' '}
            — {event.user?.displayName ?? t('sop.history.someone')}, {when(event.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Publish history (001 §2 tools, §3 version history): every published version, newest first,
 * with its date and who published it; each opens the edit events that led to it, opens read-only
 * (View) or becomes the draft again (Restore as draft, issue 23). With approval workflows on, the
 * Approvals tab beside it.
 */
export function SopHistoryDialog({
  id,
  title,
  onClose,
  onRestored,
}: {
  id: string;
  title: string;
  onClose: () => void;
  /** After a restore: the instruction is an unpublished draft equal to the version. */
  onRestored?: (restored: SmartInstruction) => void;
}) {
  return (
    <HistoryDialog
      title={t('sop.history.title', { title })}
      testId="sop-history"
      onClose={onClose}
      approvals={{ multimodalSopId: id }}
      versions={() => <SopVersions id={id} {...(onRestored ? { onRestored } : {})} />}
    />
  );
}

function SopVersions({
  id,
  onRestored,
}: {
  id: string;
  onRestored?: (restored: SmartInstruction) => void;
}) {
  const [load, retry] = useLoad(id, () => listSopVersionHistories(api, id));
  const [expanded, setExpanded] = useState<string | null>(null);
  const [viewing, setViewing] = useState<SopVersionHistory | null>(null);
  const [restoring, setRestoring] = useState<SopVersionHistory | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (viewing) {
    return (
      <Suspense
        fallback={
          <p role="status" className="muted">
            {t('common.loading')}
          </p>
        }
      >
        <SopVersionView smartInstructionId={id} version={viewing} onBack={() => setViewing(null)} />
      </Suspense>
    );
  }
  return (
    <>
      {notice && (
        <p role="status" className="version-notice" data-testid="sop-history-notice">
          {notice}
        </p>
      )}
      <LoadState load={load} onRetry={retry} />
      {load.state === 'ready' && load.value.length === 0 && (
        <p className="empty" data-testid="sop-history-empty">
          {t('sop.history.empty')}
        </p>
      )}
      {load.state === 'ready' && load.value.length > 0 && (
        <table className="sop-history">
          <thead>
            <tr>
              <th scope="col">{t('sop.history.version')}</th>
              <th scope="col">{t('sop.history.date')}</th>
              <th scope="col">{t('sop.history.by')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('versions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {load.value.map((version) => (
              <VersionRow
                key={version.id}
                version={version}
                open={expanded === version.id}
                onToggle={() => setExpanded((v) => (v === version.id ? null : version.id))}
                onView={() => setViewing(version)}
                onRestore={() => setRestoring(version)}
              />
            ))}
          </tbody>
        </table>
      )}
      {restoring && (
        <RestoreVersionDialog
          version={restoring}
          message={t('versions.sopRestoreMessage', { version: restoring.version })}
          restore={() => restoreSmartInstructionVersion(api, restoring.id)}
          onRestored={(restored) => {
            setNotice(t('versions.restored', { version: restoring.version }));
            onRestored?.(restored);
          }}
          onClose={() => setRestoring(null)}
        />
      )}
    </>
  );
}

function VersionRow({
  version,
  open,
  onToggle,
  onView,
  onRestore,
}: {
  version: SopVersionHistory;
  open: boolean;
  onToggle: () => void;
  onView: () => void;
  onRestore: () => void;
}) {
  return (
    <>
      <tr data-testid="sop-history-row" data-version={version.version}>
        <td>
          {version.version}
          {version.latest && <span className="badge">{t('sop.history.latest')}</span>}
        </td>
        <td>{when(version.createdAt)}</td>
        <td>{version.publishedBy?.displayName ?? t('sop.history.someone')}</td>
        <td>
          <button
            type="button"
            aria-expanded={open}
            onClick={onToggle}
            data-testid="sop-history-toggle"
          >
            {t('sop.history.changes')}
          </button>
          <VersionAction
            label={t('versions.view')}
            fullLabel={t('versions.viewLabel', { version: version.version })}
            testId="sop-history-view"
            onClick={onView}
          />
          <VersionAction
            label={t('versions.restore')}
            fullLabel={t('versions.restoreLabel', { version: version.version })}
            testId="sop-history-restore"
            onClick={onRestore}
          />
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={4}>
            <VersionEvents version={version} />
          </td>
        </tr>
      )}
    </>
  );
}
