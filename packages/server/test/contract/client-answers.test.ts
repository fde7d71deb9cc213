/**
 * Issue 17, the wire contract: every answer of every route test is parsed with the client
 * schemas from core when its server closes (harness.ts). This file shows that the check is
 * real: the route table names the server's routes, the player's answer is read by both the api
 * client's schema and the element's zod/mini one, and a client schema that drifted from the
 * server is caught.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as mini from 'zod/mini';
import {
  playerWorkflowMiniSchema,
  playerWorkflowSchema,
  routeAnswers,
  workflowDetailSchema,
} from '@stepwise/core';
import { DEMO_USERS } from '../../src/seed/demo.js';
import { buildFixtures, type Fixtures } from '../fixtures.js';
import { startTestServer, type TestServer } from '../harness.js';
import {
  clientSchemas,
  disagreements,
  unknownRoutes,
  type ClientSchema,
} from './client-answers.js';

let s: TestServer;
let fx: Fixtures;
let token: string;

beforeAll(async () => {
  s = await startTestServer();
  fx = await buildFixtures(s.database.db, s.demoOrganizationId);
  token = (await s.api.login(DEMO_USERS.orgAdmin)).accessToken;
});
afterAll(() => s?.close());

const playerAnswers = () =>
  s.answers.filter((a) => a.method === 'GET' && a.route === '/v1/player/workflow');

describe('client schemas from core read the server’s answers (issue 17)', () => {
  it('names only routes the server has, with their methods', () => {
    expect(Object.keys(routeAnswers).length).toBeGreaterThan(90);
    expect(unknownRoutes(s.app)).toEqual([]);
    expect(unknownRoutes(s.app, ['GET /v1/workflow/:id', 'PATCH /v1/workflows/:id/title'])).toEqual(
      ['GET /v1/workflow/:id', 'PATCH /v1/workflows/:id/title'],
    );
  });

  it('reads the player’s answer with the api schema and the element’s zod/mini one', async () => {
    const query = { workflowId: fx.base.workflowId!, withAddons: 'true' };
    const r = await s.api.get('/v1/player/workflow', token, query);
    expect(r.status).toBe(200);
    // The fields that had drifted between the three copies, as the server sends them.
    expect(r.body.data.item).toMatchObject({ imageMap: {}, allowedOrigins: [], aiSummary: null });
    expect(clientSchemas()['GET /v1/player/workflow']).toHaveLength(2);
    expect(playerAnswers()).toHaveLength(1);
    expect(disagreements(s.answers)).toEqual([]);
  });

  it('fails on a client schema that expects what the server does not send', async () => {
    await s.api.get(`/v1/workflows/${fx.base.workflowId!}`, token);
    const answers = s.answers;
    const drifted = (key: keyof typeof routeAnswers, schema: ClientSchema) =>
      disagreements(answers, { ...clientSchemas(), [key]: [schema] });

    // A field the client requires and the server never sends.
    const extraField = z.object({
      item: playerWorkflowSchema.extend({ thumbnails: z.array(z.string()) }),
    });
    expect(drifted('GET /v1/player/workflow', extraField)).toEqual([
      'GET /v1/player/workflow 200: item.thumbnails: Invalid input: expected array, received undefined',
    ]);

    // The element's copy narrowed: imageMap as the old copy's null.
    const miniDrift = mini.object({
      item: mini.extend(playerWorkflowMiniSchema, { imageMap: mini.null() }),
    });
    expect(drifted('GET /v1/player/workflow', miniDrift)).toEqual([
      'GET /v1/player/workflow 200: item.imageMap: Invalid input: expected null, received object',
    ]);

    // A status narrower than what the server sends (this workflow is unpublished).
    const narrowStatus = z.object({
      item: workflowDetailSchema.extend({ cardStatus: z.literal('published') }),
    });
    expect(drifted('GET /v1/workflows/:id', narrowStatus)).toEqual([
      expect.stringMatching(/^GET \/v1\/workflows\/:id 200: item\.cardStatus: /),
    ]);
  });

  it('skips refusals and answers of routes no client reads', async () => {
    const missing = await s.api.get('/v1/player/workflow', token, { workflowId: 'nope' });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect((await s.api.get('/healthz')).status).toBe(200);
    expect(disagreements(s.answers)).toEqual([]);
  });
});
