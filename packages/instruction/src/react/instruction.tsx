/**
 * The React smart-instruction viewer (issue 20 item 6): the SOP over the store of
 * core/instruction-store.ts, in view mode (the whole SOP, sop-item.tsx) or run mode (one run step
 * at a time, run-view.tsx). The loading, not-found, not-published and error states stand in for
 * both. A live region says the step on screen and the end of the run; the sync line says when
 * progress waits for the network.
 */
import { useStore } from '@nanostores/react';
import type { InterfaceLanguage } from '@stepwise/core';
import { dirOf, localeTagOf } from '@stepwise/i18n';
import { useLanguage, useT, WidgetI18n } from '@stepwise/i18n/react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import {
  createInstructionStore,
  type InstructionLoad,
  type InstructionStore,
} from '../core/instruction-store.js';
import type { InstructionMode, InstructionProps } from './instruction-props.js';
import { RunView } from './run-view.js';
import { itemNumbers, loadFailureKey } from './shared.js';
import { SopItemView } from './sop-item.js';
import { instructionStyles } from './styles.js';

export function Instruction(props: InstructionProps) {
  const host = useLanguage().language;
  const language = props.lang ?? host;
  return (
    <WidgetI18n language={language}>
      <InstructionView {...props} language={language} />
    </WidgetI18n>
  );
}

/** The host's latest handlers: the store is made once, the handlers may change. */
function useLatest(props: InstructionProps) {
  const ref = useRef(props);
  useEffect(() => {
    ref.current = props;
  });
  return ref;
}

function useInstructionStore(
  props: InstructionProps,
  latest: RefObject<InstructionProps>,
): InstructionStore {
  const { store: given, port, instructionId, storageKey, isPublic } = props;
  const [initialMode] = useState(props.mode ?? 'view');
  const skillId = props.review?.skillId ?? null;
  const taskPerformanceId = props.review?.taskPerformanceId ?? null;
  const store = useMemo(
    () =>
      given ??
      createInstructionStore({
        port,
        instructionId,
        mode: initialMode,
        ...(storageKey ? { storageKey } : {}),
        isPublic: isPublic ?? false,
        review: { skillId, taskPerformanceId },
        onAuthRequired: () => latest.current.onAuthRequired?.(),
        onError: (failure) => latest.current.onError?.(failure),
        onItemChange: (item, state, progress) => {
          const run = store.run.get();
          if (!run) return;
          latest.current.onItemChange?.({
            instructionId,
            sessionId: run.sessionId,
            itemId: item.id,
            itemType: item.type,
            done: state.done,
            progress,
          });
        },
      }),
    [
      given,
      port,
      instructionId,
      storageKey,
      isPublic,
      skillId,
      taskPerformanceId,
      initialMode,
      latest,
    ],
  );
  useEffect(() => {
    if (given) {
      if (store.load.get().status === 'idle') void store.start();
      return undefined;
    }
    void store.start();
    return () => store.dispose();
  }, [store, given]);
  return store;
}

function InstructionView(props: InstructionProps & { language: InterfaceLanguage }) {
  const { theme = 'light', language, className, onEdit, workflowHref } = props;
  const t = useT();
  const latest = useLatest(props);
  const store = useInstructionStore(props, latest);
  const load = useStore(store.load);
  const mode = useStore(store.mode);
  const sync = useStore(store.sync);
  const index = useStore(store.stepIndex);
  const steps = useStore(store.steps);
  const instruction = load.status === 'ready' ? load.instruction : null;
  const numbers = useMemo(() => itemNumbers(instruction?.items ?? []), [instruction]);

  // The host's mode (controlled), and the store's changes reported back.
  useEffect(() => {
    if (props.mode !== undefined && props.mode !== store.mode.get()) store.setMode(props.mode);
  }, [props.mode, store]);
  const reportedMode = useRef<InstructionMode | null>(null);
  useEffect(() => {
    if (load.status !== 'ready' || reportedMode.current === mode) return;
    const first = reportedMode.current === null;
    reportedMode.current = mode;
    if (!first || mode !== (props.mode ?? 'view')) latest.current.onModeChange?.(mode);
  }, [mode, load.status, latest, props.mode]);

  // Ready once per SOP loaded.
  const readyFor = useRef<string | null>(null);
  useEffect(() => {
    if (!instruction || readyFor.current === instruction.id) return;
    readyFor.current = instruction.id;
    latest.current.onReady?.({
      instructionId: instruction.id,
      title: instruction.title,
      itemCount: instruction.items.length,
      mode: store.mode.get(),
    });
  }, [instruction, latest, store]);

  // The step on screen, said by the live region when it changes.
  const step = steps[index];
  const announcement =
    mode !== 'run' || !instruction
      ? ''
      : step
        ? t('instruction.announce.step', {
            number: index + 1,
            total: steps.length,
            title: step.lead.title,
          })
        : t('instruction.announce.finished');

  const finish = async () => {
    const result = await store.finish();
    const run = store.run.get();
    if (!result || !run || !instruction) return;
    latest.current.onCompleted?.({
      instructionId: instruction.id,
      sessionId: run.sessionId,
      durationSeconds: result.durationSeconds,
      synced: result.synced,
    });
  };

  const title = instruction?.title ?? t('instruction.title');
  return (
    <div
      className={['sw-si', className].filter(Boolean).join(' ')}
      data-theme={theme}
      data-mode={mode}
      data-state={load.status}
      data-sync={sync}
      dir={dirOf(language)}
      lang={localeTagOf(language)}
      part="root"
      role="region"
      aria-label={title}
    >
      <style>{instructionStyles}</style>
      <header className="sw-si-header" part="header">
        <h2>{title}</h2>
        {instruction && mode === 'view' ? (
          <button
            type="button"
            className="sw-si-primary"
            part="start"
            onClick={() => store.startRun()}
          >
            {t(
              store.run.get() && !store.run.get()?.completed
                ? 'instruction.resume'
                : 'instruction.start',
            )}
          </button>
        ) : null}
        {instruction && mode === 'run' ? (
          <button
            type="button"
            className="sw-si-button"
            part="view"
            onClick={() => store.setMode('view')}
          >
            {t('instruction.backToView')}
          </button>
        ) : null}
        {instruction?.canEdit && onEdit ? (
          <button type="button" className="sw-si-button" part="edit" onClick={onEdit}>
            {t('instruction.edit')}
          </button>
        ) : null}
      </header>
      {instruction && !instruction.published ? (
        <p className="sw-si-draft" part="draft">
          {t('instruction.draft')}
        </p>
      ) : null}
      {instruction && sync === 'offline' ? (
        <p className="sw-si-offline" role="status" part="sync">
          {t('instruction.sync.pending')}
        </p>
      ) : null}
      <Body
        load={load}
        mode={mode}
        store={store}
        numbers={numbers}
        workflowHref={workflowHref}
        onRetry={() => void store.start()}
        onFinish={() => void finish()}
      />
      <p className="sw-si-sr-only" role="status" aria-live="polite" part="announcement">
        {announcement}
      </p>
    </div>
  );
}

interface BodyProps {
  load: InstructionLoad;
  mode: InstructionMode;
  store: InstructionStore;
  numbers: Map<string, string>;
  workflowHref?: ((workflowId: string) => string) | undefined;
  onRetry: () => void;
  onFinish: () => void;
}

function Body({ load, mode, store, numbers, workflowHref, onRetry, onFinish }: BodyProps) {
  const t = useT();
  switch (load.status) {
    case 'idle':
    case 'loading':
      return (
        <p className="sw-si-state" role="status" part="loading">
          {t('instruction.loading')}
        </p>
      );
    case 'not-found':
      return (
        <p className="sw-si-state" role="alert" part="not-found">
          {t('instruction.notFound')}
        </p>
      );
    case 'not-published':
      return (
        <p className="sw-si-state" part="not-published">
          {t('instruction.notPublished')}
        </p>
      );
    case 'error':
      return (
        <div className="sw-si-alert" role="alert" part="error" data-status={load.failure.status}>
          <span>{t(loadFailureKey(load.failure))}</span>
          <button type="button" className="sw-si-button" part="retry" onClick={onRetry}>
            {t('instruction.retry')}
          </button>
        </div>
      );
    case 'ready': {
      const instruction = load.instruction;
      if (mode === 'run') {
        return (
          <RunView
            store={store}
            instruction={instruction}
            numbers={numbers}
            workflowHref={workflowHref}
            onFinish={onFinish}
            onRunAgain={() => store.startRun(true)}
          />
        );
      }
      return (
        <div className="sw-si-view" part="view-mode">
          {instruction.description ? (
            <p className="sw-si-description">{instruction.description}</p>
          ) : null}
          {instruction.items.length === 0 ? (
            <p className="sw-si-state" part="empty">
              {t('instruction.empty')}
            </p>
          ) : (
            <ol className="sw-si-items" part="items">
              {instruction.items.map((item) => (
                <li key={item.id} data-type={item.type}>
                  <SopItemView
                    item={item}
                    number={numbers.get(item.id)}
                    workflowHref={workflowHref}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
      );
    }
  }
}
