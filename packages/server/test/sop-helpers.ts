/** Shared pieces of the smart-instruction route tests: sign-ins, SOPs made through the API. */
import { expect } from 'vitest';
import { DEMO_USERS } from '../src/seed/demo.js';
import { OTHER_ORG } from './fixtures.js';
import type { TestServer } from './harness.js';

export interface Tokens {
  org: string;
  ws: string;
  pub: string;
  view: string;
  other: string;
}

export async function signIn(s: TestServer): Promise<Tokens> {
  const [org, ws, pub, view, other] = await Promise.all([
    s.api.login(DEMO_USERS.orgAdmin),
    s.api.login(DEMO_USERS.workspaceAdmin),
    s.api.login(DEMO_USERS.publisher),
    s.api.login(DEMO_USERS.viewer),
    s.api.login(OTHER_ORG.admin),
  ]);
  return {
    org: org.accessToken,
    ws: ws.accessToken,
    pub: pub.accessToken,
    view: view.accessToken,
    other: other.accessToken,
  };
}

export interface SopItemLike {
  id: string;
  type: string;
  title: string;
  order: number;
  parentItemId: string | null;
  subItemIds: string[];
  [k: string]: unknown;
}

export interface MadeSop {
  id: string;
  items: SopItemLike[];
  /** The id of the first item with this title. */
  idOf(title: string): string;
}

export function made(item: { id: string; items: SopItemLike[] }): MadeSop {
  return {
    id: item.id,
    items: item.items,
    idOf(title) {
      const found = item.items.find((i) => i.title === title);
      if (!found) throw new Error(`no item titled ${title}`);
      return found.id;
    },
  };
}

/** A manual SOP made through POST /v1/multimodal-sop (its cards added by the server). */
export async function createSop(
  s: TestServer,
  token: string,
  body: Record<string, unknown>,
): Promise<MadeSop> {
  const r = await s.api.post('/v1/multimodal-sop', body, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return made(r.body.data.item);
}

/** The list used by the rule tests: two steps with substeps, a warning and a checklist. */
export const RULE_ITEMS = [
  { type: 'step', title: 'A' },
  { type: 'sub_step', title: 'A1' },
  { type: 'sub_step', title: 'A2' },
  { type: 'warning', title: 'W' },
  { type: 'step', title: 'B' },
  { type: 'sub_step', title: 'B1' },
  { type: 'checklist', title: 'C', checklistItems: [{ text: 'Gloves on' }] },
];

export const titles = (items: { title: string }[]) => items.map((i) => i.title);
