/**
 * 001 §5's messages for refusals the item schemas make ('Step type is required', 'Step ID is
 * required', 'ID is required to delete a SOP item'): the routes that take items keep their
 * schema refusals (attachValidation) and answer such a refusal with the spec's words alone,
 * exactly as the editor shows them; any other refusal says where and what, as everywhere.
 */
import type { FastifyError, FastifyRequest } from 'fastify';
import { SopRuleMessage } from '@stepwise/core';
import { badRequest } from '../domain/errors.js';
import { describeValidation } from '../http/errors.js';

const RULE_MESSAGES: ReadonlySet<string> = new Set(Object.values(SopRuleMessage));

/** Route options: the schema's refusal reaches the handler (which calls refuseInvalid first). */
export const keepValidation = { attachValidation: true } as const;

/** Throws the request's schema refusal, in the spec's words when it is one of its rules. */
export function refuseInvalid(req: FastifyRequest): void {
  const err = req.validationError as
    (FastifyError & { validation?: { message?: string }[] }) | undefined;
  if (!err) return;
  const rule = err.validation?.find((v) => v.message && RULE_MESSAGES.has(v.message));
  throw badRequest(rule?.message ?? describeValidation(err));
}
