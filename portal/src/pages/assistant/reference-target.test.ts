import { describe, expect, it } from 'vitest';
import { playerPathAt, referencePath, referenceTarget } from './reference-target';

const ref = { id: 'wf 1', stepId: 's/2', startTime: 43.456 };

describe('reference targets', () => {
  it('opens the private player at the step and time', () => {
    expect(playerPathAt(ref)).toBe('/playermain/wf%201/s%2F2?t=43.46');
    expect(referenceTarget(ref)).toEqual({
      kind: 'navigate',
      to: '/playermain/wf%201/s%2F2?t=43.46',
    });
  });

  it('seeks the workflow being played, at the reference time', () => {
    expect(referenceTarget(ref, { workflowId: 'wf 1', route: 'playermain' })).toEqual({
      kind: 'seek',
      stepId: 's/2',
      time: 43.456,
    });
  });

  it('opens another workflow in the same kind of player', () => {
    expect(referenceTarget(ref, { workflowId: 'other', route: 'playermainfullscreen' })).toEqual({
      kind: 'navigate',
      to: '/playermainfullscreen/wf%201/s%2F2?t=43.46',
    });
  });

  it('opens a smart instruction at its page, from anywhere (issue 20)', () => {
    const sop = { type: 'multimodalSop' as const, id: 'sop 1' };
    expect(referencePath(sop)).toBe('/smart-instruction/sop%201');
    expect(referencePath(ref)).toBe('/playermain/wf%201/s%2F2?t=43.46');
    expect(referenceTarget(sop, { workflowId: 'sop 1', route: 'playermain' })).toEqual({
      kind: 'navigate',
      to: '/smart-instruction/sop%201',
    });
  });
});
