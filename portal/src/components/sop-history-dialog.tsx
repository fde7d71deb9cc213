import { listSopVersionEditEvents, listSopVersionHistories } from '@stepwise/api';
import type { SopEditEvent, SopVersionHistory } from '@stepwise/core';
import { formatDate } from '@stepwise/i18n';
import { useState } from 'react';
import { api } from '../api';
import { currentLanguage, t } from '../i18n/t';
import { useLoad } from '../lib/use-load';
import { Dialog } from './dialog';
import { LoadState } from './load-state';

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
 * with its date and who published it; each opens the edit events that led to it.
 */
export function SopHistoryDialog({
  id,
  title,
  onClose,
}: {
  id: string;
  title: string;
  onClose: () => void;
}) {
  const [load, retry] = useLoad(id, () => listSopVersionHistories(api, id));
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Dialog
      title={t('sop.history.title', { title })}
      onClose={onClose}
      testId="sop-history"
      wide
      footer={
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
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
                <span className="visually-hidden">{t('sop.history.changes')}</span>
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
              />
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}

function VersionRow({
  version,
  open,
  onToggle,
}: {
  version: SopVersionHistory;
  open: boolean;
  onToggle: () => void;
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
