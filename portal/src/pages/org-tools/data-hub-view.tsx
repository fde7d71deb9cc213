/**
 * /data-hub (issue 25) as the page shows it: a card per dataset (format, date range for tracking
 * and quiz results, export with progress and download), the API keys table for organisation
 * admins (create → the key shown once with a copy button, revoke with a confirmation) and how to
 * connect a BI tool. State and calls are DataHubPage's.
 */
import {
  DATA_HUB_DATED_KINDS,
  DATA_HUB_KINDS,
  type ApiKey,
  type DataHubKind,
  type ReportExport,
} from '@stepwise/core';
import { Alert, Button, Dialog, Spinner } from '@stepwise/ui';
import { useState, type FormEvent } from 'react';
import { t, type MessageKey } from '../../i18n/t';
import './org-tools.css';

export type ExportFormat = 'csv' | 'xlsx';

export interface DatasetChoice {
  format: ExportFormat;
  from: string;
  to: string;
}

export type DatasetExport =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'running'; job: ReportExport }
  | { status: 'done'; job: ReportExport }
  | { status: 'failed'; message: string };

export type KeysLoad =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; keys: ApiKey[] };

export interface DataHubViewProps {
  choices: Record<DataHubKind, DatasetChoice>;
  exports: Record<DataHubKind, DatasetExport>;
  onChoice(kind: DataHubKind, choice: DatasetChoice): void;
  onExport(kind: DataHubKind): void;
  onDownload(kind: DataHubKind): void;
  /** Organisation admins manage API keys; others see the datasets only. */
  isAdmin: boolean;
  keys: KeysLoad;
  /** The key just made, shown this once. */
  createdKey: string | null;
  keyProblem: string | null;
  onCreateKey(name: string): void;
  onRevokeKey(id: string): void;
  onRetryKeys(): void;
  /** Where the API answers (for the BI snippet). */
  apiBase: string;
}

const KIND_KEY: Record<DataHubKind, MessageKey> = {
  users: 'dataHub.kind.users',
  content: 'dataHub.kind.content',
  tracking: 'dataHub.kind.tracking',
  'quiz-results': 'dataHub.kind.quizResults',
};
const KIND_HINT: Record<DataHubKind, MessageKey> = {
  users: 'dataHub.hint.users',
  content: 'dataHub.hint.content',
  tracking: 'dataHub.hint.tracking',
  'quiz-results': 'dataHub.hint.quizResults',
};

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString() : t('dataHub.keys.never');

function DatasetCard(props: {
  kind: DataHubKind;
  choice: DatasetChoice;
  state: DatasetExport;
  onChoice(choice: DatasetChoice): void;
  onExport(): void;
  onDownload(): void;
}) {
  const { kind, choice, state } = props;
  const id = `dataset-${kind}`;
  const busy = state.status === 'starting' || state.status === 'running';
  const dated = DATA_HUB_DATED_KINDS.includes(kind);
  return (
    <section className="org-card" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`}>{t(KIND_KEY[kind])}</h2>
      <p className="hint">{t(KIND_HINT[kind])}</p>
      <div className="org-row">
        <label>
          {t('dataHub.format')}{' '}
          <select
            value={choice.format}
            data-testid={`${id}-format`}
            onChange={(e) =>
              props.onChoice({ ...choice, format: e.currentTarget.value as ExportFormat })
            }
          >
            <option value="csv">CSV</option>
            <option value="xlsx">XLSX</option>
          </select>
        </label>
        {dated && (
          <>
            <label>
              {t('dataHub.from')}{' '}
              <input
                type="date"
                value={choice.from}
                data-testid={`${id}-from`}
                onChange={(e) => props.onChoice({ ...choice, from: e.currentTarget.value })}
              />
            </label>
            <label>
              {t('dataHub.to')}{' '}
              <input
                type="date"
                value={choice.to}
                data-testid={`${id}-to`}
                onChange={(e) => props.onChoice({ ...choice, to: e.currentTarget.value })}
              />
            </label>
          </>
        )}
        <Button
          variant="primary"
          onClick={props.onExport}
          disabled={busy}
          data-testid={`${id}-export`}
        >
          {t('dataHub.export')}
        </Button>
      </div>
      <div aria-live="polite">
        {busy && (
          <p role="status" data-testid={`${id}-progress`}>
            <Spinner size="sm" label={t('dataHub.exporting')} />{' '}
            {t('dataHub.exportingPercent', {
              percent: Math.round((state.status === 'running' ? state.job.progress : 0) * 100),
            })}
          </p>
        )}
        {state.status === 'done' && (
          <p data-testid={`${id}-ready`}>
            {t('dataHub.ready', { rows: state.job.rowCount ?? 0 })}{' '}
            <Button variant="secondary" onClick={props.onDownload} data-testid={`${id}-download`}>
              {t('dataHub.download')}
            </Button>
          </p>
        )}
      </div>
      {state.status === 'failed' && (
        <Alert tone="danger" title={t('dataHub.exportFailed')} data-testid={`${id}-failed`}>
          {state.message}
        </Alert>
      )}
    </section>
  );
}

function ApiKeys(props: DataHubViewProps) {
  const { keys, createdKey } = props;
  const [name, setName] = useState('');
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [copied, setCopied] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    props.onCreateKey(name.trim());
    setName('');
    setCopied(false);
  };
  const copy = async () => {
    if (!createdKey) return;
    await navigator.clipboard?.writeText(createdKey).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section className="org-card" aria-labelledby="api-keys-title" data-testid="api-keys">
      <h2 id="api-keys-title">{t('dataHub.keys.title')}</h2>
      <p className="hint">{t('dataHub.keys.intro')}</p>
      <form className="org-row" onSubmit={submit}>
        <label>
          {t('dataHub.keys.name')}{' '}
          <input
            value={name}
            maxLength={80}
            data-testid="api-key-name"
            onChange={(e) => setName(e.currentTarget.value)}
          />
        </label>
        <Button
          variant="primary"
          type="submit"
          disabled={!name.trim()}
          data-testid="api-key-create"
        >
          {t('dataHub.keys.create')}
        </Button>
      </form>
      {props.keyProblem && (
        <Alert tone="danger" title={t('common.errorTitle')} data-testid="api-key-problem">
          {props.keyProblem}
        </Alert>
      )}
      {createdKey && (
        <div className="org-secret" role="status" data-testid="api-key-created">
          <p>{t('dataHub.keys.created')}</p>
          <code data-testid="api-key-value">{createdKey}</code>{' '}
          <Button variant="secondary" onClick={() => void copy()} data-testid="api-key-copy">
            {copied ? t('dataHub.keys.copied') : t('dataHub.keys.copy')}
          </Button>
        </div>
      )}
      {keys.status === 'loading' && (
        <p role="status">
          <Spinner size="sm" label={t('dataHub.keys.loading')} /> {t('dataHub.keys.loading')}
        </p>
      )}
      {keys.status === 'failed' && (
        <Alert tone="danger" title={t('dataHub.keys.loadFailed')} data-testid="api-keys-failed">
          <p>{keys.message}</p>
          <Button variant="secondary" onClick={props.onRetryKeys}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {keys.status === 'ready' && keys.keys.length === 0 && (
        <p data-testid="api-keys-empty">{t('dataHub.keys.empty')}</p>
      )}
      {keys.status === 'ready' && keys.keys.length > 0 && (
        <table className="org-table" data-testid="api-keys-table">
          <thead>
            <tr>
              <th scope="col">{t('dataHub.keys.name')}</th>
              <th scope="col">{t('dataHub.keys.prefix')}</th>
              <th scope="col">{t('dataHub.keys.createdAt')}</th>
              <th scope="col">{t('dataHub.keys.lastUsed')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('dataHub.keys.revoke')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.keys.map((k) => (
              <tr key={k.id} data-testid="api-key-row">
                <td>{k.name}</td>
                <td>
                  <code>{k.prefix}…</code>
                </td>
                <td>{when(k.createdAt)}</td>
                <td>{when(k.lastUsedAt)}</td>
                <td>
                  <Button
                    variant="secondary"
                    onClick={() => setRevoking(k)}
                    aria-label={`${t('dataHub.keys.revoke')} ${k.name}`}
                  >
                    {t('dataHub.keys.revoke')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Dialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('dataHub.keys.revokeTitle')}
        description={t('dataHub.keys.revokeText', { name: revoking?.name ?? '' })}
        role="alertdialog"
        closeLabel={t('common.close')}
        data-testid="api-key-revoke-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRevoking(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              data-testid="api-key-revoke-confirm"
              onClick={() => {
                if (revoking) props.onRevokeKey(revoking.id);
                setRevoking(null);
              }}
            >
              {t('dataHub.keys.revoke')}
            </Button>
          </>
        }
      />
    </section>
  );
}

export function DataHubView(props: DataHubViewProps) {
  const base = props.apiBase.replace(/\/$/, '');
  return (
    <div className="org-page" data-testid="data-hub-page">
      <h1>{t('dataHub.title')}</h1>
      <p className="hint">{t('dataHub.intro')}</p>
      <div className="org-grid">
        {DATA_HUB_KINDS.map((kind) => (
          <DatasetCard
            key={kind}
            kind={kind}
            choice={props.choices[kind]}
            state={props.exports[kind]}
            onChoice={(c) => props.onChoice(kind, c)}
            onExport={() => props.onExport(kind)}
            onDownload={() => props.onDownload(kind)}
          />
        ))}
      </div>
      {props.isAdmin && (
        <>
          <ApiKeys {...props} />
          <section className="org-card" aria-labelledby="bi-title" data-testid="bi-snippet">
            <h2 id="bi-title">{t('dataHub.connect.title')}</h2>
            <p className="hint">{t('dataHub.connect.text')}</p>
            <pre tabIndex={0}>
              {DATA_HUB_KINDS.map(
                (kind) =>
                  `curl -H "Authorization: Bearer swk_…" "${base}/v1/data-hub/datasets/${kind}?format=csv"\n`,
              ).join('')}
            </pre>
          </section>
        </>
      )}
    </div>
  );
}
