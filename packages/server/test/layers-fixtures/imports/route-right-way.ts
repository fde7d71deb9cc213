// lint-as: packages/server/src/routes/layers-fixture.ts
// Right way: a route uses the edge, the domain, the capabilities and the database.
import type { ZodApp } from '../services.js';
import { workflows } from '../db/schema.js';
import { callerOf } from '../http/authenticate.js';
import { ok } from '../http/reply.js';
import { notFound } from '../domain/errors.js';
import { editableWorkflow } from '../domain/workflow-access.js';
import { idSchema } from '@stepwise/core';

export const parts = [workflows, callerOf, ok, notFound, editableWorkflow, idSchema];
export type App = ZodApp;
