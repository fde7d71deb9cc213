/**
 * Run mode (issue 20 item 6): one run step at a time (core's sopRunSteps: a step with its group,
 * or a card alone) under a progress bar, Previous / Next, and Finish on the last one, which waits
 * for core's finish rule (every checklist ticked, every requested photo taken). Focus moves to the
 * step's heading when the step changes (after the person moved, never on first render); the
 * summary says what was done and how long it took.
 */
import { useStore } from '@nanostores/react';
import type { SmartInstructionForViewing } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { useEffect, useRef, type RefObject } from 'react';
import { missingItems, type InstructionStore } from '../core/instruction-store.js';
import type { InstructionRun } from '../core/run-state.js';
import { RunPart } from './run-items.js';
import { formatDuration } from './shared.js';
import { SopItemView } from './sop-item.js';

export interface RunViewProps {
  store: InstructionStore;
  instruction: SmartInstructionForViewing;
  numbers: Map<string, string>;
  workflowHref?: ((workflowId: string) => string) | undefined;
  onFinish: () => void;
  onRunAgain: () => void;
}

export function RunView({ store, instruction, numbers, workflowHref, ...on }: RunViewProps) {
  const t = useT();
  const run = useStore(store.run);
  const steps = useStore(store.steps);
  const index = useStore(store.stepIndex);
  const progress = useStore(store.progress);
  const canFinish = useStore(store.canFinish);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [index]);

  if (!run) return null;
  const total = steps.length;
  const percent = Math.round(progress * 100);
  const bar = (
    <div
      className="sw-si-progress"
      role="progressbar"
      aria-label={t('instruction.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      part="progress"
    >
      <span style={{ inlineSize: `${percent}%` }} />
    </div>
  );

  if (index >= total) {
    return (
      <>
        {bar}
        <Summary
          instruction={instruction}
          run={run}
          onRunAgain={on.onRunAgain}
          headingRef={heading}
        />
      </>
    );
  }
  const step = steps[index]!;
  const last = index === total - 1;
  const go = (move: () => void) => {
    moved.current = true;
    move();
  };
  const missing = last && !canFinish ? missingItems(instruction, run) : [];

  return (
    <section
      className="sw-si-run"
      part="run"
      aria-label={t('instruction.progressText', { number: index + 1, total })}
    >
      {bar}
      <p className="sw-si-muted" part="step-count">
        {t('instruction.progressText', { number: index + 1, total })}
      </p>
      <div className="sw-si-step" data-kind={step.kind} data-step-id={step.id}>
        {step.items.map((item, at) => (
          <SopItemView
            key={item.id}
            item={item}
            number={numbers.get(item.id)}
            workflowHref={workflowHref}
            level={at === 0 ? 3 : 4}
            {...(at === 0 ? { headingRef: heading } : {})}
          >
            <RunPart store={store} item={item} state={run.items[item.id]} />
          </SopItemView>
        ))}
      </div>
      {missing.length > 0 ? (
        <p className="sw-si-hint" part="finish-hint">
          {t('instruction.finishNeeds')}
        </p>
      ) : null}
      <div className="sw-si-actions">
        <button
          type="button"
          className="sw-si-button"
          disabled={index === 0}
          onClick={() => go(() => store.previous())}
        >
          {t('instruction.previous')}
        </button>
        <span className="sw-si-spacer" />
        {last ? (
          <button
            type="button"
            className="sw-si-primary"
            disabled={!canFinish}
            onClick={() => {
              moved.current = true;
              on.onFinish();
            }}
          >
            {t('instruction.finish')}
          </button>
        ) : (
          <button type="button" className="sw-si-primary" onClick={() => go(() => store.next())}>
            {t('instruction.next')}
          </button>
        )}
      </div>
    </section>
  );
}

function Summary({
  instruction,
  run,
  onRunAgain,
  headingRef,
}: {
  instruction: SmartInstructionForViewing;
  run: InstructionRun;
  onRunAgain: () => void;
  /** RunView focuses it when the run arrives here (Finish). */
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useT();
  const items = instruction.items;
  const done = items.filter((i) => run.items[i.id]?.done).length;
  const checklist = items.flatMap((i) => i.checklistItems);
  const ticked = items.reduce((n, i) => n + (run.items[i.id]?.checkedItemIds.length ?? 0), 0);
  const photos = items.reduce((n, i) => n + (run.items[i.id]?.photos.length ?? 0), 0);
  const quizzes = items.filter((i) => i.type === 'quiz' && i.questions.length > 0);
  const seconds = Math.max(0, Math.round(((run.onExit ?? run.onEnter) - run.onEnter) / 1000));
  return (
    <section className="sw-si-summary" part="summary" aria-labelledby="sw-si-summary-title">
      <h3 id="sw-si-summary-title" ref={headingRef} tabIndex={-1}>
        {t('instruction.summary.title')}
      </h3>
      <dl>
        <Row label={t('instruction.summary.duration')} value={formatDuration(seconds)} />
        <Row
          label={t('instruction.summary.items')}
          value={t('instruction.summary.ofTotal', { done, total: items.length })}
        />
        {checklist.length > 0 ? (
          <Row
            label={t('instruction.summary.checked')}
            value={t('instruction.summary.ofTotal', { done: ticked, total: checklist.length })}
          />
        ) : null}
        {photos > 0 ? <Row label={t('instruction.summary.photos')} value={String(photos)} /> : null}
        {quizzes.map((q) => {
          const result = run.items[q.id]?.quiz?.result;
          return (
            <Row
              key={q.id}
              label={q.title}
              value={
                result
                  ? t('instruction.quiz.score', { score: result.score })
                  : t('instruction.summary.notAnswered')
              }
            />
          );
        })}
      </dl>
      <div className="sw-si-actions">
        <button type="button" className="sw-si-button" onClick={onRunAgain}>
          {t('instruction.summary.again')}
        </button>
      </div>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="sw-si-summary-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
