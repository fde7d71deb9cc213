/**
 * The bridge's event and method map is the player's (issue 17, item 3): a host hears the same
 * events with the same details from <stepwise-player> in the page and from the player across an
 * iframe, and calls the same methods. Checked by tsc (these files are in the build) and at run
 * time against the bridge's wire schemas.
 */
import {
  BRIDGE_METHODS,
  eventSchemas,
  type BridgeEventMap,
  type BridgeEventName,
  type BridgeMethod,
  type PlayerApi,
} from '@stepwise/bridge';
import * as z from 'zod/mini';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PlayerEventDetail, PlayerEventMap } from '../core/events.js';
import type { StepwisePlayerElement } from '../element/element.js';
import type { PlayerHandle } from '../react/player-props.js';
import { ELEMENT_METHODS, type ElementMethod, type PlayerBridgeEventMap } from './vocabulary.js';

/** Across the frame the error codes add the bridge's own `protocol` (mismatched versions). */
type PlayerSideError = {
  code: Exclude<BridgeEventMap['error']['code'], 'protocol'>;
  message: BridgeEventMap['error']['message'];
};

describe('one vocabulary in the page and across an iframe', () => {
  it('has the same event names and details, both ways', () => {
    expectTypeOf<keyof PlayerBridgeEventMap>().toEqualTypeOf<BridgeEventName>();
    expectTypeOf<PlayerBridgeEventMap['ready']>().toEqualTypeOf<BridgeEventMap['ready']>();
    expectTypeOf<PlayerBridgeEventMap['stepchange']>().toEqualTypeOf<
      BridgeEventMap['stepchange']
    >();
    expectTypeOf<PlayerBridgeEventMap['timeupdate']>().toEqualTypeOf<
      BridgeEventMap['timeupdate']
    >();
    expectTypeOf<PlayerBridgeEventMap['ended']>().toEqualTypeOf<BridgeEventMap['ended']>();
    expectTypeOf<PlayerBridgeEventMap['error']>().toEqualTypeOf<PlayerSideError>();
    expectTypeOf<PlayerBridgeEventMap['quizcompleted']>().toEqualTypeOf<
      BridgeEventMap['quizcompleted']
    >();
    // What the element dispatches is what the bridge sends.
    expectTypeOf<PlayerEventMap['stepwise-stepchange']>().toEqualTypeOf<
      CustomEvent<BridgeEventMap['stepchange']>
    >();
  });

  it('has the same methods: the element takes setLanguage / setTheme as attributes', () => {
    expectTypeOf<ElementMethod>().toEqualTypeOf<
      Exclude<BridgeMethod, 'setLanguage' | 'setTheme'>
    >();
    expectTypeOf<Exclude<keyof PlayerHandle, BridgeMethod>>().toEqualTypeOf<never>();
    type Calls = 'play' | 'pause' | 'seek' | 'goToStep';
    expectTypeOf<{ [M in Calls]: Parameters<StepwisePlayerElement[M]> }>().toEqualTypeOf<{
      [M in Calls]: Parameters<PlayerApi[M]>;
    }>();
    expect(BRIDGE_METHODS.filter((m) => m !== 'setLanguage' && m !== 'setTheme')).toEqual(
      ELEMENT_METHODS,
    );
  });

  it("the player's details pass the bridge's wire schemas", () => {
    const details: { [K in keyof PlayerBridgeEventMap]: PlayerBridgeEventMap[K] } = {
      ready: {
        workflowId: 'wf_1',
        title: 'Replace the filter',
        steps: [{ id: 's1', title: 'Open', startTime: 0, endTime: 12 }],
        hls: 'hls.js',
      },
      stepchange: { stepId: 's1', index: 0, cause: 'host' },
      timeupdate: { time: 3, stepId: 's1', stepTime: 3, duration: 12 },
      ended: { workflowId: 'wf_1' },
      error: { code: 'not-found', message: 'No such workflow' },
      quizcompleted: {
        userQuizId: 'uq_1',
        quizId: 'qz_1',
        workflowId: 'wf_1',
        score: 80,
        passed: true,
        status: 'passed',
        correctAnswerCount: 4,
        questionCount: 5,
        passingScore: 80,
        attempt: 2,
      },
      audiolanguagechange: { languageCode: 'de-de' },
    };
    for (const [name, detail] of Object.entries(details)) {
      expect(z.safeParse(eventSchemas[name as BridgeEventName], detail).success).toBe(true);
    }
    const detail: PlayerEventDetail<'stepwise-error'> = details.error;
    expect(detail.code).toBe('not-found');
  });

  it('validates quizcompleted like the other events: bad scores and mixed-up results are refused', () => {
    const good = {
      userQuizId: 'uq_1',
      quizId: 'qz_1',
      workflowId: 'wf_1',
      score: 40,
      passed: false,
      status: 'failed',
      correctAnswerCount: 2,
      questionCount: 5,
      passingScore: 80,
      attempt: 1,
    };
    const schema = eventSchemas.quizcompleted;
    expect(z.safeParse(schema, good).success).toBe(true);
    for (const bad of [
      { ...good, score: 101 },
      { ...good, score: 40.5 },
      { ...good, passed: true },
      { ...good, status: 'maybe' },
      { ...good, correctAnswerCount: 6 },
      { ...good, attempt: 0 },
      { ...good, userQuizId: '' },
      { ...good, quizId: undefined },
    ]) {
      expect(z.safeParse(schema, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
