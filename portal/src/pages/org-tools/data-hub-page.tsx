/**
 * /data-hub (issue 25): DataHubView with its state — the dataset choices, each export's job
 * (started, then read every second until it succeeds or fails), the API keys (org admins).
 */
import {
  createApiKey,
  downloadReportExport,
  getReportExport,
  listApiKeys,
  revokeApiKey,
  startDataHubExport,
} from '@stepwise/api';
import {
  DATA_HUB_DATED_KINDS,
  DATA_HUB_KINDS,
  defaultDateRange,
  isAdminRole,
  type DataHubKind,
  type ReportExport,
} from '@stepwise/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api';
import { messageOf } from '../../i18n/t';
import { useSignedInSession } from '../../session/use-session';
import { saveBlob } from '../scorm-export/scorm-export-view';
import {
  DataHubView,
  type DatasetChoice,
  type DatasetExport,
  type KeysLoad,
} from './data-hub-view';

const POLL_MS = 1000;

function initialChoices(): Record<DataHubKind, DatasetChoice> {
  const [from, to] = defaultDateRange(new Date());
  return Object.fromEntries(DATA_HUB_KINDS.map((k) => [k, { format: 'csv', from, to }])) as Record<
    DataHubKind,
    DatasetChoice
  >;
}

const idle = () =>
  Object.fromEntries(DATA_HUB_KINDS.map((k) => [k, { status: 'idle' }])) as Record<
    DataHubKind,
    DatasetExport
  >;

export function DataHubPage() {
  const { role } = useSignedInSession();
  const isAdmin = isAdminRole(role);
  const [choices, setChoices] = useState(initialChoices);
  const [exports, setExports] = useState(idle);
  const [keys, setKeys] = useState<KeysLoad>({ status: 'loading' });
  const [keysAttempt, setKeysAttempt] = useState(0);
  const [createdKey, setCreatedKey] = useState<string | null>(null);
  const [keyProblem, setKeyProblem] = useState<string | null>(null);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  useEffect(() => {
    if (!isAdmin) return;
    let on = true;
    listApiKeys(api).then(
      (list) => on && setKeys({ status: 'ready', keys: list }),
      (err: unknown) => on && setKeys({ status: 'failed', message: messageOf(err) }),
    );
    return () => {
      on = false;
    };
  }, [isAdmin, keysAttempt]);

  const setExport = (kind: DataHubKind, state: DatasetExport) =>
    live.current && setExports((all) => ({ ...all, [kind]: state }));

  const follow = useCallback(async (kind: DataHubKind, job: ReportExport) => {
    let current = job;
    while (live.current && (current.status === 'queued' || current.status === 'running')) {
      setExport(kind, { status: 'running', job: current });
      await new Promise((r) => setTimeout(r, POLL_MS));
      current = await getReportExport(api, current.id);
    }
    if (current.status === 'succeeded') setExport(kind, { status: 'done', job: current });
    else setExport(kind, { status: 'failed', message: current.error ?? current.status });
  }, []);

  const onExport = (kind: DataHubKind) => {
    const choice = choices[kind];
    setExport(kind, { status: 'starting' });
    const dated = DATA_HUB_DATED_KINDS.includes(kind) && choice.from && choice.to;
    startDataHubExport(api, {
      kind,
      format: choice.format,
      ...(dated ? { dateRange: `${choice.from},${choice.to}` } : {}),
    })
      .then((job) => follow(kind, job))
      .catch((err: unknown) => setExport(kind, { status: 'failed', message: messageOf(err) }));
  };

  const onDownload = (kind: DataHubKind) => {
    const state = exports[kind];
    if (state.status !== 'done') return;
    const { job } = state;
    downloadReportExport(api, job.id).then(
      (blob) => saveBlob(blob, job.fileName ?? `${kind}.${job.format}`),
      (err: unknown) => setExport(kind, { status: 'failed', message: messageOf(err) }),
    );
  };

  const onCreateKey = (name: string) => {
    setKeyProblem(null);
    createApiKey(api, name).then(
      ({ key, ...made }) => {
        setCreatedKey(key);
        setKeys((k) => (k.status === 'ready' ? { status: 'ready', keys: [made, ...k.keys] } : k));
      },
      (err: unknown) => setKeyProblem(messageOf(err)),
    );
  };

  const onRevokeKey = (id: string) => {
    setKeyProblem(null);
    revokeApiKey(api, id).then(
      () =>
        setKeys((k) =>
          k.status === 'ready' ? { status: 'ready', keys: k.keys.filter((x) => x.id !== id) } : k,
        ),
      (err: unknown) => setKeyProblem(messageOf(err)),
    );
  };

  return (
    <DataHubView
      choices={choices}
      exports={exports}
      onChoice={(kind, choice) => setChoices((all) => ({ ...all, [kind]: choice }))}
      onExport={onExport}
      onDownload={onDownload}
      isAdmin={isAdmin}
      keys={keys}
      createdKey={createdKey}
      keyProblem={keyProblem}
      onCreateKey={onCreateKey}
      onRevokeKey={onRevokeKey}
      onRetryKeys={() => {
        setKeys({ status: 'loading' });
        setKeysAttempt((n) => n + 1);
      }}
      apiBase={api.baseUrl || window.location.origin}
    />
  );
}
