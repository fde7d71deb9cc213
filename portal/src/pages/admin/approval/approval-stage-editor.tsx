/**
 * One stage of the approval settings form: its optional name, its rule (any one reviewer or all
 * of them), its reviewers with a remove button each, the reviewer search, and the buttons that
 * move it up or down or remove it. Every control is a native one, so the keyboard reaches all.
 */
import { APPROVAL_RULES, APPROVAL_STAGE_REVIEWERS_MAX, APPROVAL_TITLE_MAX } from '@stepwise/core';
import type { ApprovalRule } from '@stepwise/core';
import { useId } from 'react';
import { useT, type MessageKey } from '../../../shell/i18n';
import { canAddReviewer, type Reviewer, type StageDraft } from './approval-form';
import type { ApprovalSettingsClient } from './approval-settings-client';
import { ReviewerPicker } from './reviewer-picker';

const RULE_LABELS: Record<ApprovalRule, MessageKey> = {
  any: 'approval.rule.any',
  all: 'approval.rule.all',
};

export interface StageActions {
  change: (change: Partial<Omit<StageDraft, 'key'>>) => void;
  addReviewer: (reviewer: Reviewer) => void;
  removeReviewer: (id: string) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
}

export function ApprovalStageEditor({
  stage,
  index,
  count,
  busy,
  client,
  actions,
}: {
  stage: StageDraft;
  index: number;
  count: number;
  busy: boolean;
  client: Pick<ApprovalSettingsClient, 'searchReviewers'>;
  actions: StageActions;
}) {
  const t = useT();
  const ids = { title: useId(), rule: useId() };
  const number = index + 1;
  const testId = `approval-stage-${number}`;
  return (
    <fieldset className="approval-stage" data-testid={testId}>
      <legend>{t('approval.settings.stage', { number })}</legend>
      <div className="approval-stage-tools">
        <button
          type="button"
          disabled={busy || index === 0}
          aria-label={t('approval.settings.moveUp', { number })}
          data-testid={`${testId}-up`}
          onClick={() => actions.move(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          disabled={busy || index === count - 1}
          aria-label={t('approval.settings.moveDown', { number })}
          data-testid={`${testId}-down`}
          onClick={() => actions.move(1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="danger"
          disabled={busy || count <= 1}
          aria-label={t('approval.settings.removeStage', { number })}
          data-testid={`${testId}-remove`}
          onClick={actions.remove}
        >
          {t('approval.settings.remove')}
        </button>
      </div>
      <label htmlFor={ids.title}>{t('approval.settings.stageTitle')}</label>
      <input
        id={ids.title}
        value={stage.title}
        maxLength={APPROVAL_TITLE_MAX}
        disabled={busy}
        data-testid={`${testId}-title`}
        onChange={(e) => actions.change({ title: e.target.value })}
      />
      <label htmlFor={ids.rule}>{t('approval.settings.rule')}</label>
      <select
        id={ids.rule}
        value={stage.rule}
        disabled={busy}
        data-testid={`${testId}-rule`}
        onChange={(e) => actions.change({ rule: e.target.value as ApprovalRule })}
      >
        {APPROVAL_RULES.map((rule) => (
          <option key={rule} value={rule}>
            {t(RULE_LABELS[rule])}
          </option>
        ))}
      </select>
      <p className="approval-stage-label">{t('approval.settings.reviewers')}</p>
      {stage.reviewers.length === 0 ? (
        <p className="muted" data-testid={`${testId}-no-reviewers`}>
          {t('approval.settings.noReviewers')}
        </p>
      ) : (
        <ul className="approval-reviewers" data-testid={`${testId}-reviewers`}>
          {stage.reviewers.map((r) => (
            <li key={r.id} data-testid={`${testId}-reviewer`}>
              <span>{r.name}</span>
              <button
                type="button"
                className="icon-button"
                disabled={busy}
                aria-label={t('approval.settings.removeReviewer', { name: r.name })}
                onClick={() => actions.removeReviewer(r.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {canAddReviewer(stage) ? (
        <ReviewerPicker
          client={client}
          chosen={stage.reviewers}
          disabled={busy}
          testId={`${testId}-picker`}
          onPick={actions.addReviewer}
        />
      ) : (
        <p className="muted">
          {t('approval.settings.reviewersFull', { max: APPROVAL_STAGE_REVIEWERS_MAX })}
        </p>
      )}
    </fieldset>
  );
}
