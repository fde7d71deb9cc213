/**
 * /admin/setting/qr-code (issue 25): QR codes that open a workflow (the player, /playermain/{id})
 * or a smart instruction (/smart-instruction/{id}) on a shop-floor device, on this portal's
 * origin; a device that is not signed in is sent to sign in (a shared account) and then on.
 * Create from a search of the published content, list with the image, print, download SVG or
 * PNG, delete.
 */
import { createQrCode, deleteQrCode, listQrCodes, searchQrContents } from '@stepwise/api';
import {
  QR_LABEL_MAX,
  qrContentUrl,
  type QrCode,
  type QrContentOption,
  type QrContentType,
} from '@stepwise/core';
import { Button } from '@stepwise/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { api } from '../../../api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadState } from '../../../components/load-state';
import { messageOf } from '../../../i18n/t';
import { useLoad } from '../../../lib/use-load';
import { useT } from '../../../shell/i18n';
import { downloadPng, downloadSvg, qrSvg, svgDataUrl } from './qr-image';
import './admin-settings.css';

const KIND_KEY = {
  workflows: 'admin.qr.kind.workflows',
  'multimodal-sops': 'admin.qr.kind.multimodal-sops',
} as const satisfies Record<QrContentType, string>;

export function QrCodesPage() {
  const t = useT();
  const [load, retry] = useLoad('qr-codes', () => listQrCodes(api));
  const [created, setCreated] = useState<QrCode[]>([]);
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const items =
    load.state === 'ready'
      ? [...created, ...load.value.filter((c) => !created.some((n) => n.id === c.id))].filter(
          (c) => !removed.has(c.id),
        )
      : [];
  return (
    <section className="settings-page" data-testid="qr-codes-page">
      <header className="page-header">
        <h1>{t('admin.qr.title')}</h1>
      </header>
      <p className="hint">{t('admin.qr.intro')}</p>
      <QrCreateForm onCreated={(code) => setCreated((list) => [code, ...list])} />
      <LoadState load={load} onRetry={retry} testId="qr-codes" />
      {load.state === 'ready' && (
        <QrCodeList
          items={items}
          origin={window.location.origin}
          onDelete={async (code) => {
            await deleteQrCode(api, code.id);
            setRemoved((set) => new Set(set).add(code.id));
          }}
        />
      )}
    </section>
  );
}

function QrCreateForm({ onCreated }: { onCreated: (code: QrCode) => void }) {
  const t = useT();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<QrContentOption[] | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<QrContentOption | null>(null);
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchQrContents(api, keyword, controller.signal).then(
        (found) => {
          setResults(found);
          setSearchError(null);
        },
        (err: unknown) => {
          if (!controller.signal.aborted) setSearchError(messageOf(err));
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !label.trim() || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      onCreated(
        await createQrCode(api, {
          contentType: chosen.contentType,
          contentId: chosen.id,
          label: label.trim(),
        }),
      );
      setChosen(null);
      setLabel('');
    } catch (err) {
      setFailure(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="settings-card"
      onSubmit={(e) => void submit(e)}
      aria-label={t('admin.qr.create')}
      data-testid="qr-create"
    >
      <h2>{t('admin.qr.create')}</h2>
      <label htmlFor={`${id}-search`}>{t('admin.qr.search')}</label>
      <input
        id={`${id}-search`}
        type="search"
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        data-testid="qr-search"
      />
      {searchError && (
        <p className="form-error" role="alert">
          {searchError}
        </p>
      )}
      {results !== null && results.length === 0 && (
        <p className="muted" data-testid="qr-search-empty">
          {t('admin.qr.noResults')}
        </p>
      )}
      {results !== null && results.length > 0 && (
        <ul className="settings-list" aria-label={t('admin.qr.content')} data-testid="qr-results">
          {results.map((r) => (
            <li key={`${r.contentType}:${r.id}`}>
              <span>
                {r.title} <span className="muted">({t(KIND_KEY[r.contentType])})</span>
              </span>
              <Button
                size="sm"
                aria-pressed={chosen?.id === r.id}
                onClick={() => {
                  setChosen(r);
                  if (!label.trim()) setLabel(r.title.slice(0, QR_LABEL_MAX));
                }}
                data-testid="qr-choose"
              >
                {t('admin.qr.pick')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <p role="status" data-testid="qr-chosen">
          {t('admin.qr.chosen', { title: chosen.title })}
        </p>
      )}
      <label htmlFor={`${id}-label`}>{t('admin.qr.label')}</label>
      <input
        id={`${id}-label`}
        type="text"
        value={label}
        maxLength={QR_LABEL_MAX}
        aria-describedby={`${id}-label-hint`}
        onChange={(e) => setLabel(e.currentTarget.value)}
        data-testid="qr-label"
      />
      <p id={`${id}-label-hint`} className="hint">
        {t('admin.qr.labelHint')}
      </p>
      <Button
        type="submit"
        variant="primary"
        disabled={!chosen || !label.trim() || busy}
        data-testid="qr-create-submit"
      >
        {t('admin.qr.create')}
      </Button>
      {failure && (
        <p className="form-error" role="alert" data-testid="qr-create-error">
          {failure}
        </p>
      )}
    </form>
  );
}

export function QrCodeList({
  items,
  origin,
  onDelete,
}: {
  items: readonly QrCode[];
  origin: string;
  onDelete: (code: QrCode) => Promise<void>;
}) {
  const t = useT();
  const [printing, setPrinting] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<QrCode | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  if (items.length === 0) {
    return (
      <p className="muted" data-testid="qr-codes-empty">
        {t('admin.qr.empty')}
      </p>
    );
  }
  return (
    <>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <ul className="qr-grid" data-testid="qr-codes">
        {items.map((code) => {
          const url = qrContentUrl(origin, code.contentType, code.contentId);
          const svg = qrSvg(url);
          return (
            <li
              key={code.id}
              className={printing === code.id ? 'qr-card printing' : 'qr-card'}
              data-testid="qr-code"
              data-label={code.label}
            >
              <img
                src={svgDataUrl(svg)}
                alt={t('admin.qr.image', { label: code.label })}
                width={180}
                height={180}
                data-testid="qr-image"
              />
              <p className="qr-label">{code.label}</p>
              <p className="muted">
                {code.contentTitle ?? t('admin.qr.contentGone')} · {t(KIND_KEY[code.contentType])}
              </p>
              <p className="muted qr-url">{t('admin.qr.opens', { url })}</p>
              <div className="qr-actions">
                <Button size="sm" onClick={() => setPrinting(code.id)} data-testid="qr-print">
                  {t('admin.qr.print')}
                </Button>
                <Button
                  size="sm"
                  onClick={() => downloadSvg(svg, code.label)}
                  data-testid="qr-download-svg"
                >
                  {t('admin.qr.downloadSvg')}
                </Button>
                <Button
                  size="sm"
                  onClick={() =>
                    void downloadPng(svg, code.label).catch((err: unknown) =>
                      setFailure(messageOf(err)),
                    )
                  }
                  data-testid="qr-download-png"
                >
                  {t('admin.qr.downloadPng')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setDeleting(code)}
                  data-testid="qr-delete"
                >
                  {t('admin.qr.delete')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {deleting && (
        <ConfirmDialog
          title={t('admin.qr.delete')}
          message={t('admin.qr.deleteConfirm', { label: deleting.label })}
          confirmLabel={t('admin.qr.delete')}
          danger
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
