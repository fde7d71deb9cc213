/**
 * The refusals the domain raises, as the spec's typed errors (core `StepwiseError`): the rules
 * decide that something is missing, forbidden or in conflict; http/errors.ts maps each code to
 * its HTTP status and the response wrapper.
 */
import { ErrorCode, StepwiseError } from '@stepwise/core';

export const notFound = (what: string) =>
  new StepwiseError(ErrorCode.NotFound, `${what} not found`, { category: 'not-found' });
export const forbidden = (message = 'forbidden') =>
  new StepwiseError(ErrorCode.Forbidden, message, { category: 'permission' });
export const badRequest = (message: string, data?: unknown) =>
  new StepwiseError(ErrorCode.BadRequest, message, { category: 'validation', data });
export const conflict = (message: string, data?: unknown) =>
  new StepwiseError(ErrorCode.Conflict, message, { category: 'conflict', data });
export const unauthorized = (message = 'Sign-in required') =>
  new StepwiseError(ErrorCode.Unauthorized, message, { category: 'auth' });
