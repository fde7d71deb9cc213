/**
 * The workspace approval settings form as plain data (issue 23; 001 §6-7): a title, 1 to 10
 * ordered stages each with its reviewers and rule, and the reminder / escalation days. The
 * dialog edits it through these functions; `formProblems` checks it with core's limits before
 * it is sent, so the server's refusals are only for what the browser cannot know.
 */
import {
  APPROVAL_DAYS_MAX,
  APPROVAL_STAGE_REVIEWERS_MAX,
  APPROVAL_STAGES_MAX,
  APPROVAL_STAGES_MIN,
  APPROVAL_TITLE_MAX,
  DEFAULT_APPROVAL_ESCALATION_DAYS,
  DEFAULT_APPROVAL_REMINDER_DAYS,
  type ApprovalRule,
  type ApprovalWorkflow,
  type ApprovalWorkflowCreate,
  type ApprovalWorkflowUpdate,
} from '@stepwise/core';

export interface Reviewer {
  id: string;
  name: string;
}

export interface StageDraft {
  /** A key for React that survives moves (stages have no ids). */
  key: string;
  title: string;
  rule: ApprovalRule;
  reviewers: Reviewer[];
}

export interface ApprovalForm {
  title: string;
  stages: StageDraft[];
  /** As typed: the fields are numbers, but an empty field is '' until it is filled again. */
  reminderDays: string;
  escalationDays: string;
}

let nextKey = 0;
const stageKey = () => `stage-${++nextKey}`;

export function emptyStage(): StageDraft {
  return { key: stageKey(), title: '', rule: 'any', reviewers: [] };
}

/** A new workflow: one empty stage, the default days, the workspace's name as its title. */
export function newForm(workspaceName: string): ApprovalForm {
  return {
    title: workspaceName.slice(0, APPROVAL_TITLE_MAX),
    stages: [emptyStage()],
    reminderDays: String(DEFAULT_APPROVAL_REMINDER_DAYS),
    escalationDays: String(DEFAULT_APPROVAL_ESCALATION_DAYS),
  };
}

/** The saved workflow as a form (reviewers whose account is gone keep their id as a name). */
export function formOf(workflow: ApprovalWorkflow): ApprovalForm {
  return {
    title: workflow.title,
    stages: workflow.stages.map((stage) => ({
      key: stageKey(),
      title: stage.title,
      rule: stage.rule,
      reviewers: stage.reviewerIds.map((id) => ({
        id,
        name: stage.reviewers.find((r) => r.uid === id)?.displayName || id,
      })),
    })),
    reminderDays: String(workflow.reminderDays),
    escalationDays: String(workflow.escalationDays),
  };
}

export const canAddStage = (form: ApprovalForm) => form.stages.length < APPROVAL_STAGES_MAX;
export const canAddReviewer = (stage: StageDraft) =>
  stage.reviewers.length < APPROVAL_STAGE_REVIEWERS_MAX;

export function addStage(form: ApprovalForm): ApprovalForm {
  return canAddStage(form) ? { ...form, stages: [...form.stages, emptyStage()] } : form;
}

export function removeStage(form: ApprovalForm, index: number): ApprovalForm {
  if (form.stages.length <= APPROVAL_STAGES_MIN) return form;
  return { ...form, stages: form.stages.filter((_, i) => i !== index) };
}

/** Moves a stage one place up (-1) or down (+1); at either end nothing moves. */
export function moveStage(form: ApprovalForm, index: number, by: -1 | 1): ApprovalForm {
  const to = index + by;
  if (to < 0 || to >= form.stages.length) return form;
  const stages = [...form.stages];
  [stages[index], stages[to]] = [stages[to]!, stages[index]!];
  return { ...form, stages };
}

export function changeStage(
  form: ApprovalForm,
  index: number,
  change: Partial<Omit<StageDraft, 'key'>>,
): ApprovalForm {
  return { ...form, stages: form.stages.map((s, i) => (i === index ? { ...s, ...change } : s)) };
}

/** Adds a reviewer to a stage unless they are in it already or it is full. */
export function addReviewer(form: ApprovalForm, index: number, reviewer: Reviewer): ApprovalForm {
  const stage = form.stages[index];
  if (!stage || !canAddReviewer(stage) || stage.reviewers.some((r) => r.id === reviewer.id)) {
    return form;
  }
  return changeStage(form, index, { reviewers: [...stage.reviewers, reviewer] });
}

export function removeReviewer(form: ApprovalForm, index: number, id: string): ApprovalForm {
  const stage = form.stages[index];
  if (!stage) return form;
  return changeStage(form, index, { reviewers: stage.reviewers.filter((r) => r.id !== id) });
}

/** What is wrong with the form, as catalogue keys with their values (empty when it can be saved). */
export type FormProblem =
  | { key: 'approval.settings.titleRequired' }
  | { key: 'approval.settings.stageNeedsReviewer'; stage: number }
  | { key: 'approval.settings.reviewerTwice'; stage: number }
  | { key: 'approval.settings.stagesFull'; max: number }
  | { key: 'approval.settings.daysRange'; max: number };

const validDays = (v: string) =>
  /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= APPROVAL_DAYS_MAX;

export function formProblems(form: ApprovalForm): FormProblem[] {
  const problems: FormProblem[] = [];
  if (!form.title.trim()) problems.push({ key: 'approval.settings.titleRequired' });
  if (form.stages.length > APPROVAL_STAGES_MAX) {
    problems.push({ key: 'approval.settings.stagesFull', max: APPROVAL_STAGES_MAX });
  }
  form.stages.forEach((stage, i) => {
    if (stage.reviewers.length === 0) {
      problems.push({ key: 'approval.settings.stageNeedsReviewer', stage: i + 1 });
    }
    const ids = stage.reviewers.map((r) => r.id);
    if (new Set(ids).size !== ids.length) {
      problems.push({ key: 'approval.settings.reviewerTwice', stage: i + 1 });
    }
  });
  if (!validDays(form.reminderDays) || !validDays(form.escalationDays)) {
    problems.push({ key: 'approval.settings.daysRange', max: APPROVAL_DAYS_MAX });
  }
  return problems;
}

function body(form: ApprovalForm) {
  return {
    title: form.title.trim(),
    stages: form.stages.map((s) => ({
      title: s.title.trim(),
      rule: s.rule,
      reviewerIds: s.reviewers.map((r) => r.id),
    })),
    reminderDays: Number(form.reminderDays),
    escalationDays: Number(form.escalationDays),
  };
}

/** POST /v1/approval-workflows. */
export const createBody = (workspaceId: string, form: ApprovalForm): ApprovalWorkflowCreate => ({
  workspaceId,
  ...body(form),
});

/** PATCH /v1/approval-workflows/{id}: the whole form (open requests keep their own stages). */
export const updateBody = (form: ApprovalForm): ApprovalWorkflowUpdate => body(form);
