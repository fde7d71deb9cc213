/**
 * Viewing sessions for analytics (issue 25), deterministic from a seed: who watched which
 * workflow when, and how far. Each workflow has its own drop-off: the next step is reached with
 * a probability between 0.80 and 0.95 (lower after a step left unfinished), a reached step is
 * finished with its own probability, the watch time follows the step's length, and the days
 * spread over the window with fewer views at weekends.
 *
 * Two paths:
 * - `generateViewing` builds real tracking records with core's tracking functions (played
 *   intervals included) and stores them through `storeTracking`, so the facts come from the one
 *   writer (the demo's week of viewing, e2e);
 * - `generateViewingSql` makes many records AND their facts inside the database with
 *   `generate_series` and `setseed` (the query bench: 1,000,000 on PostgreSQL, 100,000 on
 *   PGlite), by the same rules as core `viewFacts` (reached = played some, finished = played
 *   90% of the step, completed = every step held and 90% of the length played), with small
 *   record documents.
 */
import {
  STEP_FINISHED_SHARE,
  VIEW_COMPLETED_SHARE,
  addStepPlayedTime,
  closeInterval,
  newTrackingRecord,
  openInterval,
  trackingRecordSchema,
  withStep,
  type TrackingRecord,
} from '@stepwise/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { trackingRecords } from '../db/schema.js';
import type { Tenant } from '../db/tenant.js';
import { storeTracking } from '../domain/tracking-store.js';

const DAY_MS = 24 * 3_600_000;
/** A weekend day has this share of a weekday's views. */
const WEEKEND_WEIGHT = 0.25;

export interface ViewingWorkflow {
  id: string;
  /** The workflow's steps in order, with their length in seconds. */
  steps: readonly { id: string; seconds: number }[];
  /** Relative share of the sessions (default 1). */
  weight?: number;
}
export interface ViewingUser {
  id: string;
  email: string;
}
export interface ViewingOptions {
  users: readonly ViewingUser[];
  workflows: readonly ViewingWorkflow[];
  /** The window: the `days` whole UTC days before the day of `now`. */
  days: number;
  sessions: number;
  seed: number;
  now: number;
  /** Record ids are `${idPrefix}-${seed}-${n}`: the same call again lands on the same records. */
  idPrefix?: string;
}
export interface ViewingResult {
  records: number;
  /** Sessions per workflow id. */
  views: Record<string, number>;
}

/** mulberry32: a small seeded generator, so every run makes the same sessions. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each workflow's drop-off: the chance to go on to the next step and to finish a step. */
export interface DropOffProfile {
  reach: number;
  finish: number;
}
export function dropOffProfiles(count: number, seed: number): DropOffProfile[] {
  const rnd = seededRandom(seed ^ 0x5eed);
  return Array.from({ length: count }, () => ({
    reach: 0.8 + 0.15 * rnd(),
    finish: 0.7 + 0.25 * rnd(),
  }));
}

function pickWeighted(weights: readonly number[], r: number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = r * total;
  for (const [i, w] of weights.entries()) {
    if (x < w) return i;
    x -= w;
  }
  return weights.length - 1;
}

/** The start of a session: a day of the window (weekdays first), during a shift (06-17 UTC). */
function sessionStart(now: number, days: number, rnd: () => number): number {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const dayStarts = Array.from({ length: days }, (_, i) => today - (i + 1) * DAY_MS);
  const weights = dayStarts.map((d) => {
    const weekday = new Date(d).getUTCDay();
    return weekday === 0 || weekday === 6 ? WEEKEND_WEIGHT : 1;
  });
  const day = dayStarts[pickWeighted(weights, rnd())]!;
  return day + 6 * 3_600_000 + Math.floor(rnd() * 11 * 3_600_000);
}

/** One session as a tracking record (core's tracking functions, played intervals included). */
function sessionRecord(
  id: string,
  workflow: ViewingWorkflow,
  profile: DropOffProfile,
  start: number,
  rnd: () => number,
): TrackingRecord {
  let record = newTrackingRecord({
    id,
    workflowId: workflow.id,
    isPublic: false,
    stepsArray: workflow.steps.map((st) => st.id),
    at: start,
    deviceInfo: { platform: 'demo tablet' },
    location: '/playermain',
  });
  let at = start + 2_000;
  let goOn = 1;
  for (const step of workflow.steps) {
    if (rnd() >= goOn) break;
    const length = Math.max(1, step.seconds);
    const finished = rnd() < profile.finish;
    const share = finished ? 0.92 + 0.08 * rnd() : 0.1 + 0.7 * rnd();
    const played = Math.round(length * share * 10) / 10;
    const from = at;
    at += Math.round(played * 1000);
    record = addStepPlayedTime(record, step.id, length, played, at);
    record = withStep(
      record,
      step.id,
      closeInterval(openInterval(record.steps[step.id]!, from), at),
    );
    at += 500 + Math.floor(rnd() * 1500);
    // Someone who left a step unfinished is less likely to go on.
    goOn = finished ? profile.reach : profile.reach * 0.6;
  }
  return { ...record, onExit: at, lastUpdated: at };
}

/**
 * `sessions` viewing sessions of `workflows` by `users` over the `days` before `now`, stored
 * through the tracking store (facts included) and dated when they happened.
 */
export async function generateViewing(tenant: Tenant, o: ViewingOptions): Promise<ViewingResult> {
  const result: ViewingResult = { records: 0, views: {} };
  const workflows = o.workflows.filter((w) => w.steps.length > 0);
  if (workflows.length === 0 || o.users.length === 0 || o.sessions <= 0) return result;
  const rnd = seededRandom(o.seed);
  const profiles = dropOffProfiles(workflows.length, o.seed);
  const workflowWeights = workflows.map((w) => w.weight ?? 1);
  // Some people watch more than others (the first of the list most).
  const userWeights = o.users.map((_, i) => 1 / (1 + 0.15 * i));
  const prefix = o.idPrefix ?? 'view';
  for (let n = 0; n < o.sessions; n++) {
    const w = pickWeighted(workflowWeights, rnd());
    const workflow = workflows[w]!;
    // Everyone watches at least once; then some people more than others.
    const pick = pickWeighted(userWeights, rnd());
    const user = o.users[n < o.users.length ? n : pick]!;
    const start = sessionStart(o.now, o.days, rnd);
    const record = sessionRecord(`${prefix}-${o.seed}-${n}`, workflow, profiles[w]!, start, rnd);
    await storeTracking(tenant, trackingRecordSchema.parse(record), {
      userId: user.id,
      email: user.email,
      isPublic: false,
    });
    // Dated when it happened, as if the player's beacon had sent it then.
    await tenant.update(
      trackingRecords,
      { createdAt: new Date(record.onEnter), updatedAt: new Date(record.lastUpdated) },
      and(eq(trackingRecords.id, record.id), eq(trackingRecords.workflowId, workflow.id)),
    );
    result.records++;
    result.views[workflow.id] = (result.views[workflow.id] ?? 0) + 1;
  }
  return result;
}

export interface SqlViewingOptions {
  records: number;
  /** User ids the sessions are spread over (most sessions by the first ones). */
  userIds: readonly string[];
  workflows: readonly ViewingWorkflow[];
  /** The window: the `days` whole UTC days before the day of `now`. */
  days: number;
  seed: number;
  now: number;
  /** Records per statement round (bounded memory on PGlite). */
  chunk?: number;
  idPrefix?: string;
}

/**
 * `records` tracking records of `organizationId` with their facts, made in the database:
 * `setseed` then `random()` over `generate_series`, in chunks, each chunk one transaction (the
 * seed is set on the chunk's own connection). The record documents hold what `viewFacts`
 * reads (steps with length, played time and one interval) and nothing else of note.
 */
export async function generateViewingSql(
  db: Db,
  organizationId: string,
  o: SqlViewingOptions,
): Promise<{ records: number; stepRows: number }> {
  const workflows = o.workflows.filter((w) => w.steps.length > 0);
  if (workflows.length === 0 || o.userIds.length === 0) return { records: 0, stepRows: 0 };
  const profiles = dropOffProfiles(workflows.length, o.seed);
  const wf = workflows.map((w, i) => ({
    i,
    id: w.id,
    reach: profiles[i]!.reach,
    finish: profiles[i]!.finish,
    steps: w.steps.map((st) => st.id),
    lengths: w.steps.map((st) => Math.max(1, st.seconds)),
  }));
  const today = Math.floor(o.now / DAY_MS) * DAY_MS;
  const chunk = o.chunk ?? 50_000;
  const prefix = o.idPrefix ?? 'gen';
  const users = JSON.stringify(o.userIds);
  const wfJson = JSON.stringify(wf);
  let stepRows = 0;
  for (let from = 0; from < o.records; from += chunk) {
    const to = Math.min(o.records, from + chunk) - 1;
    // One seed per chunk, in (-1, 1) as setseed wants: the same call makes the same rows.
    const seed = Math.sin(o.seed * 7919 + from) * 0.999;
    const made = await db.transaction(async (tx) => {
      await tx.execute(sql`select setseed(${seed}::float8)`);
      // The sessions: workflow, user (skewed to the first), day (most weekend sessions move to
      // a weekday of the same week), start during a shift, and how many steps were reached (geometric
      // with the workflow's chance to go on).
      await tx.execute(sql`
        create temp table gen_view on commit drop as
        with wf as (
          select (x->>'i')::int as i, x->>'id' as id, (x->>'reach')::float8 as reach,
            jsonb_array_length(x->'steps') as n, x->'steps' as steps
          from jsonb_array_elements(${wfJson}::jsonb) x
        ),
        us as (
          select u as user_id, (ord - 1)::int as k
          from jsonb_array_elements_text(${users}::jsonb) with ordinality t(u, ord)
        ),
        s as (
          select g as n,
            floor(random() * ${wf.length}::int)::int as wi,
            floor(power(random(), 2) * ${o.userIds.length}::int)::int as uk,
            floor(random() * ${o.days}::int)::int + 1 as d,
            random() as weekend_keep, random() as r_time, random() as r_reach
          from generate_series(${from}::int, ${to}::int) g
        ),
        dated as (
          select s.*, extract(isodow from to_timestamp((${today}::float8 - s.d * ${DAY_MS}::float8) / 1000))::int as dow
          from s
        )
        select s.n, ${prefix}::text || '-' || ${o.seed}::text || '-' || s.n::text as record_id,
          wf.id as workflow_id, wf.i as wi, wf.steps as steps_array, us.user_id,
          wf.n as steps_total,
          date_trunc('milliseconds', to_timestamp((${today}::float8
            - (case when s.dow >= 6 and s.weekend_keep > ${WEEKEND_WEIGHT}::float8
                 then s.d + s.dow - 1 - floor((s.weekend_keep - ${WEEKEND_WEIGHT}::float8)
                   / (1 - ${WEEKEND_WEIGHT}::float8) * 5)::int
                 else s.d end) * ${DAY_MS}::float8
            + 21600000 + s.r_time * 39600000) / 1000)) as entered_at,
          least(wf.n, 1 + floor(ln(greatest(s.r_reach, 1e-12)) / ln(wf.reach))::int) as reach
        from dated s join wf on wf.i = s.wi join us on us.k = s.uk`);
      // Its steps: reached up to `reach`, finished with the workflow's chance, played time
      // after the step's length (finished: 92-100%, else 10-80%; tenths of a second).
      await tx.execute(sql`
        create temp table gen_step on commit drop as
        with wfs as (
          select (x->>'i')::int as wi, (x->>'finish')::float8 as finish,
            st.ord::int - 1 as idx, st.step_id,
            (x->'lengths'->>(st.ord::int - 1))::float8 as len
          from jsonb_array_elements(${wfJson}::jsonb) x,
            jsonb_array_elements_text(x->'steps') with ordinality st(step_id, ord)
        ),
        base as (
          select v.record_id, v.workflow_id, v.entered_at, wfs.step_id, wfs.idx, wfs.len,
            wfs.idx < v.reach as reached, random() < wfs.finish as lucky, random() as r_share
          from gen_view v join wfs on wfs.wi = v.wi
        )
        select record_id, workflow_id, entered_at, step_id, idx, len, reached,
          case when not reached then 0::float8
            when lucky then round((len * (0.92 + 0.08 * r_share))::numeric, 1)::float8
            else round((len * (0.1 + 0.7 * r_share))::numeric, 1)::float8 end as played
        from base`);
      await tx.execute(sql`
        insert into tracking_records (organization_id, id, workflow_id, user_id, email,
          is_public, last_updated, played_duration, record, created_at, updated_at)
        select ${organizationId}::text, v.record_id, v.workflow_id, v.user_id, null, false,
          t.at + coalesce(st.ms, 0), coalesce(st.played, 0),
          jsonb_build_object('id', v.record_id, 'isPublic', false,
            'organization', ${organizationId}::text, 'uid', v.user_id, 'email', null,
            'workflowId', v.workflow_id, 'onEnter', t.at, 'onExit', t.at + coalesce(st.ms, 0),
            'lastUpdated', t.at + coalesce(st.ms, 0), 'playedDuration', coalesce(st.played, 0),
            'deviceInfo', '{}'::jsonb, 'location', null, 'onChangeRez', '[]'::jsonb,
            'onChangeStepFromMenu', '[]'::jsonb, 'onNext', '[]'::jsonb,
            'onPrevious', '[]'::jsonb, 'onSubtitles', '[]'::jsonb,
            'stepsArray', v.steps_array, 'steps', coalesce(st.steps, '{}'::jsonb)),
          v.entered_at, v.entered_at
        from gen_view v
        cross join lateral (select round(extract(epoch from v.entered_at) * 1000)::bigint as at) t
        left join (
          select record_id, sum(played) as played, (sum(played) * 1000)::bigint as ms,
            jsonb_object_agg(step_id, jsonb_build_object('onPlay', null, 'onPause', null,
              'onForward', 0, 'onBackward', 0, 'stepDuration', len, 'playedDuration', played,
              'playedIntervals', '[]'::jsonb, 'lastUpdated',
              round(extract(epoch from entered_at) * 1000)::bigint + 1000)) as steps
          from gen_step where reached group by record_id
        ) st on st.record_id = v.record_id`);
      await tx.execute(sql`
        insert into analytics_views (organization_id, record_id, workflow_id, user_id, is_public,
          day, entered_at, played_seconds, duration_seconds, steps_total, steps_reached,
          steps_finished, completed)
        select ${organizationId}::text, v.record_id, v.workflow_id, v.user_id, false,
          (v.entered_at at time zone 'UTC')::date, v.entered_at,
          coalesce(a.played, 0), coalesce(a.duration, 0), v.steps_total, v.reach,
          coalesce(a.finished, 0),
          v.reach = v.steps_total and coalesce(a.duration, 0) > 0
            and coalesce(a.played, 0) >= ${VIEW_COMPLETED_SHARE}::float8 * a.duration
        from gen_view v
        left join (
          select record_id, sum(played) as played, sum(len) as duration,
            (count(*) filter (where played >= ${STEP_FINISHED_SHARE}::float8 * len))::int as finished
          from gen_step where reached group by record_id
        ) a on a.record_id = v.record_id`);
      await tx.execute(sql`
        insert into analytics_step_views (organization_id, record_id, workflow_id, step_id,
          step_index, day, reached, finished, played_seconds)
        select ${organizationId}::text, s.record_id, s.workflow_id, s.step_id, s.idx,
          (s.entered_at at time zone 'UTC')::date, s.reached,
          s.reached and s.played >= ${STEP_FINISHED_SHARE}::float8 * s.len, s.played
        from gen_step s`);
      const counted = await tx.execute(sql`select count(*)::int as n from gen_step`);
      return Number((counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    });
    stepRows += made;
  }
  return { records: o.records, stepRows };
}
