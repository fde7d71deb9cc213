import { describe, expect, it } from 'vitest';
import {
  addReviewer,
  addStage,
  createBody,
  formProblems,
  moveStage,
  newForm,
  removeReviewer,
  removeStage,
  type ApprovalForm,
} from './approval-form';

const priya = { id: 'u1', name: 'Priya' };
const victor = { id: 'u2', name: 'Victor' };

const withReviewers = (): ApprovalForm => addReviewer(newForm('Assembly'), 0, priya);

describe('approval settings form', () => {
  it('starts with one empty stage, the default days and the workspace name', () => {
    const form = newForm('Assembly');
    expect(form).toMatchObject({ title: 'Assembly', reminderDays: '3', escalationDays: '4' });
    expect(form.stages).toHaveLength(1);
    expect(formProblems(form)).toEqual([{ key: 'approval.settings.stageNeedsReviewer', stage: 1 }]);
  });

  it('adds up to 10 stages and keeps at least one', () => {
    let form = withReviewers();
    for (let i = 0; i < 12; i++) form = addStage(form);
    expect(form.stages).toHaveLength(10);
    form = { ...form, stages: form.stages.slice(0, 1) };
    expect(removeStage(form, 0).stages).toHaveLength(1);
  });

  it('adds a reviewer once per stage and removes them', () => {
    let form = addReviewer(withReviewers(), 0, priya);
    expect(form.stages[0]!.reviewers).toEqual([priya]);
    form = removeReviewer(form, 0, 'u1');
    expect(form.stages[0]!.reviewers).toEqual([]);
  });

  it('moves stages within the list only', () => {
    let form = addReviewer(addStage(withReviewers()), 1, victor);
    expect(moveStage(form, 0, -1)).toBe(form);
    expect(moveStage(form, 1, 1)).toBe(form);
    form = moveStage(form, 1, -1);
    expect(form.stages.map((s) => s.reviewers[0]!.id)).toEqual(['u2', 'u1']);
  });

  it('names every problem: title, duplicates, days', () => {
    const form = withReviewers();
    const broken: ApprovalForm = {
      ...form,
      title: '  ',
      stages: [{ ...form.stages[0]!, reviewers: [priya, priya] }],
      reminderDays: '',
      escalationDays: '4',
    };
    expect(formProblems(broken)).toEqual([
      { key: 'approval.settings.titleRequired' },
      { key: 'approval.settings.reviewerTwice', stage: 1 },
      { key: 'approval.settings.daysRange', max: 90 },
    ]);
    expect(formProblems({ ...form, escalationDays: '91' })).toHaveLength(1);
    expect(formProblems({ ...form, escalationDays: '1.5' })).toHaveLength(1);
  });

  it('sends trimmed text and numbers', () => {
    const form = { ...withReviewers(), title: ' Review ', reminderDays: '5' };
    expect(createBody('ws1', form)).toEqual({
      workspaceId: 'ws1',
      title: 'Review',
      stages: [{ title: '', rule: 'any', reviewerIds: ['u1'] }],
      reminderDays: 5,
      escalationDays: 4,
    });
  });
});
