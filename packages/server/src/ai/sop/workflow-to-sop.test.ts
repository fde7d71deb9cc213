import { describe, expect, it } from 'vitest';
import { importedItemsProblem } from './sop-items-check.js';
import { warningTitleOf, workflowToSopItems, type WorkflowForSop } from './workflow-to-sop.js';

const workflow: WorkflowForSop = {
  id: 'wf1',
  title: 'Change the saw blade',
  summary: null,
  steps: [
    {
      id: 's1',
      title: 'Unplug the saw',
      startTime: 0,
      sentences: ['Pull the plug from the socket.', 'Never change a blade on a live saw.'],
      poster: 'org/o/smart-instructions/i/media/step-s1.jpg',
    },
    {
      id: 's2',
      title: '',
      startTime: 8.5,
      sentences: ['Loosen the arbor nut.', 'Always wear gloves: the teeth are sharp.'],
      poster: null,
    },
  ],
};

describe('workflowToSopItems', () => {
  it('makes one step per workflow step, with its transcript, poster and clip', () => {
    const items = workflowToSopItems(workflow);
    expect(items.map((i) => [i.type, i.title])).toEqual([
      ['introduction', 'Introduction'],
      ['step', 'Unplug the saw'],
      ['warning', 'Warning'],
      ['step', 'Step 2'],
      ['warning', 'Warning'],
      ['conclusion', 'Conclusion'],
    ]);
    expect(items[0]!.description).toBe('Change the saw blade');
    expect(items[1]!.description).toBe(
      'Pull the plug from the socket. Never change a blade on a live saw.',
    );
    expect(items[1]!.attachments).toEqual([
      {
        kind: 'image',
        url: 'org/o/smart-instructions/i/media/step-s1.jpg',
        name: 'Unplug the saw.jpg',
        thumbnail: 'org/o/smart-instructions/i/media/step-s1.jpg',
      },
      { kind: 'workflow', workflowId: 'wf1', stepId: 's1', startTime: 0 },
    ]);
    expect(items[2]!.description).toBe('Never change a blade on a live saw.');
    expect(items[3]!.attachments).toEqual([
      { kind: 'workflow', workflowId: 'wf1', stepId: 's2', startTime: 8.5 },
    ]);
    expect(items[4]!.description).toBe('Always wear gloves: the teeth are sharp.');
    expect(importedItemsProblem(items)).toBeNull();
  });

  it('introduces with the AI summary when there is one', () => {
    const items = workflowToSopItems({ ...workflow, summary: 'How to swap a blade safely.' });
    expect(items[0]!.description).toBe('How to swap a blade safely.');
  });

  it('tells warnings by their wording, and keeps at most three per step', () => {
    expect(warningTitleOf('This is dangerous if the guard is off.')).toBe('Danger');
    expect(warningTitleOf('Be careful with the edge.')).toBe('Caution');
    expect(warningTitleOf("Don't touch the blade.")).toBe('Warning');
    expect(warningTitleOf('Make sure the nut is tight.')).toBe('Warning');
    expect(warningTitleOf('Loosen the arbor nut.')).toBeNull();
    const chatty = workflowToSopItems({
      ...workflow,
      steps: [
        { ...workflow.steps[0]!, sentences: ['Never a.', 'Never b.', 'Never c.', 'Never d.'] },
      ],
    });
    expect(chatty.filter((i) => i.type === 'warning')).toHaveLength(3);
  });
});
