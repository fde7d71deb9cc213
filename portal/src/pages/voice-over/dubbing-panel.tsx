/**
 * The dubbing panel (001 §2, content options entry / TTS / TTS by new language / voiceover): the
 * saved voice-over of the chosen language — its generated and recorded blocks — mixed into an
 * audio track of the video (a server job; the player then offers the language). Shows each
 * language's track with its progress, polled while it is being made, and removes one.
 */
import { createWorkflowDub, deleteWorkflowDub, getWorkflowDubs, type Api } from '@stepwise/api';
import type { WorkflowDub } from '@stepwise/core';
import { useEffect, useRef, useState } from 'react';
import { messageOf, t, type MessageKey } from '../../i18n/t';
import { languageName } from '../../lib/language-name';

/** How often a track being mixed is asked about. */
const DUB_POLL_MS = 2000;
const working = (d: WorkflowDub) => d.status === 'scheduled' || d.status === 'running';

export function DubbingPanel({
  api,
  workflowId,
  languageCode,
  ready,
  disabled,
  onLanguages,
}: {
  api: Api;
  workflowId: string;
  languageCode: string;
  /** The language has a saved voice-over whose audio is all made (else: why not, to show). */
  ready: boolean;
  disabled: boolean;
  /** The languages dubbed so far (the language picker offers them too). */
  onLanguages?: (codes: string[]) => void;
}) {
  const [dubs, setDubs] = useState<WorkflowDub[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const busy = dubs?.some(working) ?? false;
  const onLanguagesRef = useRef(onLanguages);
  useEffect(() => {
    onLanguagesRef.current = onLanguages;
  });

  // Read now, and again every DUB_POLL_MS while a track is being mixed.
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    getWorkflowDubs(api, workflowId).then(
      (items) => {
        if (!live) return;
        setDubs(items);
        onLanguagesRef.current?.(items.map((d) => d.languageCode));
        if (items.some(working)) timer = setTimeout(() => setTick((n) => n + 1), DUB_POLL_MS);
      },
      (err: unknown) => live && setError(messageOf(err)),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, workflowId, tick]);

  const dub = () => {
    setError(null);
    createWorkflowDub(api, workflowId, languageCode).then(
      (item) => {
        setDubs((d) => [...(d ?? []).filter((x) => x.languageCode !== item.languageCode), item]);
        setTick((n) => n + 1);
      },
      (err: unknown) => setError(messageOf(err)),
    );
  };
  const remove = (code: string) => {
    deleteWorkflowDub(api, workflowId, code).then(
      () => setDubs((d) => (d ?? []).filter((x) => x.languageCode !== code)),
      (err: unknown) => setError(messageOf(err)),
    );
  };

  return (
    <section className="vo-panel" aria-labelledby="vo-dub-title" data-testid="vo-dubbing">
      <h2 id="vo-dub-title">{t('voiceOver.dub.title')}</h2>
      <p className="muted">{t('voiceOver.dub.help')}</p>
      <button
        type="button"
        data-testid="vo-dub"
        disabled={disabled || !ready || busy}
        onClick={dub}
      >
        {t('voiceOver.dub.start', { language: languageName(languageCode) })}
      </button>
      {!ready && <p className="muted">{t('voiceOver.dub.notReady')}</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {dubs === null && !error && <p className="muted">{t('common.loading')}</p>}
      {dubs?.length === 0 && <p className="muted">{t('voiceOver.dub.none')}</p>}
      {dubs && dubs.length > 0 && (
        <ul className="vo-dubs">
          {dubs.map((d) => (
            <li key={d.id} data-testid="vo-dub-row" data-status={d.status}>
              <span>{languageName(d.languageCode)}</span>{' '}
              <span>{t(`voiceOver.dub.status.${d.status}` as MessageKey)}</span>
              {working(d) && (
                <progress max={1} value={d.progress} aria-label={t('voiceOver.dub.progress')} />
              )}
              {d.error && <span className="form-error">{d.error}</span>}
              <button type="button" disabled={disabled} onClick={() => remove(d.languageCode)}>
                {t('voiceOver.dub.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
