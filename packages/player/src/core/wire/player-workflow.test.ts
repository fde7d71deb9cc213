import type { PlayerWorkflow } from '@stepwise/api';
import { playerWorkflowSchema } from '@stepwise/api';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { playerWorkflowMiniSchema, type PlayerWorkflowMini } from './player-workflow.js';
import { sampleWorkflow } from './sample-workflow.js';

describe('playerWorkflowMiniSchema (002 §7 GET /v1/player/workflow, zod/mini)', () => {
  it('has the api client’s output type, both ways', () => {
    expectTypeOf<PlayerWorkflowMini>().toEqualTypeOf<PlayerWorkflow>();
  });

  it('reads what the api client reads', () => {
    const api = playerWorkflowSchema.parse(sampleWorkflow);
    expect(playerWorkflowMiniSchema.parse(sampleWorkflow)).toEqual(api);
  });

  it('keeps fields a newer server adds out, like the api client', () => {
    const parsed = playerWorkflowMiniSchema.parse({ ...sampleWorkflow, future: 1 });
    expect(parsed).not.toHaveProperty('future');
  });

  it('refuses an answer without steps', () => {
    const { steps: _steps, ...rest } = sampleWorkflow;
    expect(playerWorkflowMiniSchema.safeParse(rest).success).toBe(false);
  });
});
