// @vitest-environment jsdom
import type { Skill } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuilderAssessmentTab } from './builder-assessment-tab';
import { BuilderCertificationTab } from './builder-certification-tab';

const calls = vi.hoisted(() => ({ update: vi.fn(), quiz: vi.fn(), status: vi.fn() }));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  updateSkill: calls.update,
  setSkillAssessment: calls.quiz,
  getQuizPublishedStatus: calls.status,
}));

const entry = (id: string, title: string) => ({
  type: 'workflows' as const,
  id,
  title,
  posterURL: null,
  duration: 6,
  numSteps: 3,
  published: true,
  available: true,
});

const skill: Skill = {
  id: 'sk1',
  playlistTitle: 'Forklift basics',
  posterURL: null,
  published: false,
  publishedAt: null,
  organization: 'org1',
  group: 'ws1',
  workspaceName: 'Warehouse',
  list: [entry('wf1', 'Daily check'), entry('wf2', 'Loading')],
  totalInList: 2,
  totalVideoDuration: 12,
  assessment: { quizWorkflowIds: [], passingScore: 80 },
  certification: { enabled: false, mode: 'automatic', validityMonths: null },
  author: { uid: 'u0', displayName: 'Mia' },
  assignedCount: 0,
  createdAt: '2026-02-20T09:00:00.000Z',
  updatedAt: '2026-02-20T09:00:00.000Z',
};

describe('builder forms', () => {
  beforeEach(() => {
    calls.update.mockReset().mockImplementation((_a, _id, body) => ({ ...skill, ...body }));
    calls.quiz.mockReset().mockResolvedValue(skill);
    calls.status
      .mockReset()
      .mockResolvedValue([
        { workflowId: 'wf1', quizId: 'q1', published: true, status: 'published' },
      ]);
  });
  afterEach(cleanup);

  it('certification: refuses months outside 1-120 and saves automatic / manual with validity', async () => {
    const onSaved = vi.fn();
    render(<BuilderCertificationTab skill={skill} onSaved={onSaved} />);
    fireEvent.click(screen.getByTestId('certification-enabled'));
    fireEvent.change(screen.getByTestId('certification-months'), { target: { value: '121' } });
    expect((screen.getByTestId('certification-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Enter 1 to 120 months, or leave it empty.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('certification-months'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('certification-manual'));
    fireEvent.click(screen.getByTestId('certification-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.update).toHaveBeenCalledWith({}, 'sk1', {
      certification: { enabled: true, mode: 'manual', validityMonths: 12 },
    });
    expect(screen.getByRole('status').textContent).toBe('Saved.');
  });

  it('assessment: only workflows with a published quiz can be required; the score is 0-100', async () => {
    render(<BuilderAssessmentTab skill={skill} onSaved={vi.fn()} />);
    const boxes = (await screen.findAllByTestId('assessment-quiz')) as HTMLInputElement[];
    expect(boxes.map((b) => b.disabled)).toEqual([false, true]);
    expect(screen.getByText('(no published quiz)', { exact: false })).toBeTruthy();
    fireEvent.click(boxes[0]!);
    fireEvent.change(screen.getByTestId('assessment-score'), { target: { value: '101' } });
    expect((screen.getByTestId('assessment-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('assessment-score'), { target: { value: '70' } });
    fireEvent.click(screen.getByTestId('assessment-save'));
    await waitFor(() =>
      expect(calls.quiz).toHaveBeenCalledWith({}, 'sk1', {
        quizWorkflowIds: ['wf1'],
        passingScore: 70,
      }),
    );
  });

  it('assessment: a failed save says alertFailedSavedSkill', async () => {
    calls.quiz.mockRejectedValue(new Error('Nope'));
    render(<BuilderAssessmentTab skill={skill} onSaved={vi.fn()} />);
    await screen.findAllByTestId('assessment-quiz');
    fireEvent.click(screen.getByTestId('assessment-save'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The skill could not be saved. Nope',
    );
  });
});
