import { describe, expect, it } from 'vitest';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import {
  leaveNeedsConfirmation,
  loadOutcome,
  outcomeForError,
  PLAYER_MESSAGES,
  type LoadInput,
} from './loading.js';

const base: LoadInput = {
  isPublic: false,
  signedIn: true,
  location: '/playermain/w1/s2',
  permission: { ok: true, allowView: true },
  workflow: { published: true },
  preview: false,
  userId: 'u1',
};
const apiError = (code: number, status: number) =>
  new StepwiseError(code as 404, 'x', { data: { status } });

describe('player loading (002 §4 Loading, §8 player messages)', () => {
  it('not signed in to a non-public player: sign-in with a redirect back', () => {
    expect(loadOutcome({ ...base, signedIn: false })).toEqual({
      kind: 'sign-in',
      redirect: '/playermain/w1/s2',
    });
    expect(loadOutcome({ ...base, signedIn: false, isPublic: true, permission: null })).toEqual({
      kind: 'ready',
    });
  });

  it('a failed permission check or view not allowed: 403', () => {
    expect(loadOutcome({ ...base, permission: { ok: false, allowView: true } })).toEqual({
      kind: 'forbidden',
    });
    expect(loadOutcome({ ...base, permission: { ok: true, allowView: false } })).toEqual({
      kind: 'forbidden',
    });
  });

  it('unpublished shows an error unless preview or an active reviewer', () => {
    const unpublished = { ...base, workflow: { published: false } };
    expect(loadOutcome(unpublished)).toMatchObject({
      kind: 'error',
      message: PLAYER_MESSAGES.unavailable,
    });
    expect(loadOutcome({ ...unpublished, preview: true })).toEqual({ kind: 'ready' });
    expect(
      loadOutcome({
        ...base,
        workflow: { published: false, approvalRequest: { activeReviewerIds: ['u1'] } },
      }),
    ).toEqual({ kind: 'ready' });
  });

  it('deleted and missing workflows have their messages; loading until the fetch answers', () => {
    expect(loadOutcome({ ...base, workflow: { published: true, deleted: true } })).toMatchObject({
      message: 'this workflow was deleted',
    });
    expect(loadOutcome({ ...base, workflow: null })).toMatchObject({
      message: 'this workflow does not exist',
    });
    expect(loadOutcome({ ...base, workflow: undefined })).toEqual({ kind: 'loading' });
  });

  it("maps the api's errors: code 2 unpublished, 404 missing, 403 no permission", () => {
    const at = '/p/w1';
    expect(outcomeForError(apiError(ErrorCode.UnpublishedSkill, 409), at, true)).toEqual({
      kind: 'error',
      reason: 'unavailable',
      message: 'this workflow is not available',
      messageKey: 'player.workflowUnavailable',
      clearShareToken: true,
    });
    expect(outcomeForError(apiError(ErrorCode.NotFound, 404), at, true)).toMatchObject({
      message: 'this workflow does not exist',
    });
    expect(outcomeForError(apiError(ErrorCode.Gone, 410), at, true)).toMatchObject({
      message: 'this workflow was deleted',
    });
    expect(outcomeForError(apiError(ErrorCode.Forbidden, 403), at, true)).toMatchObject({
      message: 'no permission',
    });
    expect(outcomeForError(apiError(ErrorCode.IpNotAllowed, 403), at, true)).toMatchObject({
      message: 'no permission',
    });
    expect(outcomeForError(new Error('boom'), at, true)).toMatchObject({
      reason: 'unexpected',
      messageKey: 'alert.unexpectedError',
    });
    const offline = new StepwiseError(ErrorCode.Internal, 'Network error', {
      category: 'network',
      data: { status: 0 },
    });
    expect(outcomeForError(offline, at, true)).toMatchObject({
      reason: 'unexpected',
      messageKey: 'player.networkError',
    });
  });

  it('a lost session in a non-public player goes to sign-in; a fetch error clears the share token', () => {
    expect(loadOutcome({ ...base, error: apiError(ErrorCode.Unauthorized, 401) })).toEqual({
      kind: 'sign-in',
      redirect: '/playermain/w1/s2',
    });
    expect(
      loadOutcome({ ...base, workflow: undefined, error: apiError(ErrorCode.NotFound, 404) }),
    ).toMatchObject({ kind: 'error', clearShareToken: true });
  });
});

describe('leaving the player (002 §4)', () => {
  it('asks for confirmation except on mobile or in an external course', () => {
    expect(leaveNeedsConfirmation({ mobile: false, externalCourse: false })).toBe(true);
    expect(leaveNeedsConfirmation({ mobile: true, externalCourse: false })).toBe(false);
    expect(leaveNeedsConfirmation({ mobile: false, externalCourse: true })).toBe(false);
  });
});
