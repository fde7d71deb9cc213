import { describe, expect, it } from 'vitest';
import { isNewerTracking, type TrackingRecord } from '@stepwise/core';
import { createFakeClock, type FakeClock } from './clock.js';
import type { TrackingPersistence, TrackingSender } from './tracking-ports.js';
import { createTrackingStore, type TrackingStoreOptions } from './tracking-store.js';

/** IndexedDB stand-in: survives "reloads" because tests share one instance. */
function fakePersistence(): TrackingPersistence & { saved: Map<string, TrackingRecord> } {
  const saved = new Map<string, TrackingRecord>();
  const sent = new Map<string, number>();
  const copy = (r: TrackingRecord) => structuredClone(r);
  return {
    saved,
    load: async (id) => (saved.has(id) ? copy(saved.get(id)!) : null),
    save: async (record) => void saved.set(record.id, copy(record)),
    listPending: async () =>
      [...saved.values()].filter((r) => (sent.get(r.id) ?? -1) < r.lastUpdated).map(copy),
    markSent: async (id, lastUpdated) => void sent.set(id, lastUpdated),
  };
}

/** The server: keeps the newest version per id (002 §7 idempotent store). */
function fakeServer() {
  const records = new Map<string, TrackingRecord>();
  let online = true;
  const sender: TrackingSender = {
    async send(record) {
      if (!online) throw new TypeError('Failed to fetch');
      if (isNewerTracking(record, records.get(record.id) ?? null)) {
        records.set(record.id, structuredClone(record));
      }
    },
    sendBeacon(record) {
      if (!online) return false;
      void sender.send(record);
      return true;
    },
  };
  return {
    records,
    sender,
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

const step = { id: 's1', duration: 60 };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Plays `seconds` of media in 250 ms time updates, as a <video> reports them. */
function play(
  tracking: ReturnType<typeof createTrackingStore>,
  clock: FakeClock,
  from: number,
  seconds: number,
  speed = 1,
) {
  tracking.play(step, from);
  let time = from;
  for (let i = 0; i < (seconds * 4) / speed; i++) {
    clock.advance(250);
    time += 0.25 * speed;
    tracking.timeUpdate(step, time, speed);
  }
  return time;
}

function setup(
  persistence = fakePersistence(),
  server = fakeServer(),
  clock = createFakeClock(1e12),
  idPrefix = 'rec',
) {
  const errors: unknown[] = [];
  let n = 0;
  const options: TrackingStoreOptions = {
    workflowId: 'w1',
    isPublic: false,
    stepIds: ['s1'],
    persistence,
    sender: server.sender,
    clock,
    createId: () => `${idPrefix}-${++n}`,
    onError: (e) => errors.push(e),
  };
  return { tracking: createTrackingStore(options), persistence, server, clock, errors, options };
}

describe('tracking store (002 §3-4, §7, §9)', () => {
  it('Must show: play 20 s, reload, play 10 s, offline, back online -> one record of 30 s', async () => {
    const first = setup();
    const { persistence, server, clock } = first;
    const record = await first.tracking.start();
    let time = play(first.tracking, clock, 0, 20);
    // Reload mid-play: the page hides (beacon), a new page resumes the saved record.
    first.tracking.pageHide();
    first.tracking.destroy();
    await flush();
    clock.advance(3_000);

    const second = setup(persistence, server, clock);
    await second.tracking.start({ resumeId: record.id });
    await flush(); // the start's resend of older records is done
    server.setOnline(false);
    time = play(second.tracking, clock, time, 10);
    second.tracking.pause(step);
    clock.advance(15_000); // the trailing sync fires, offline: it fails and stays pending
    await flush();
    expect(second.errors.length).toBeGreaterThan(0);

    server.setOnline(true);
    clock.advance(15_000); // the retry at the next interval gets through
    await flush();

    expect([...server.records.keys()]).toEqual([record.id]);
    const stored = server.records.get(record.id)!;
    expect(stored.playedDuration).toBeGreaterThanOrEqual(29);
    expect(stored.playedDuration).toBeLessThanOrEqual(31);
    expect(stored.steps.s1!.playedIntervals.length).toBeGreaterThan(0);
    expect(await persistence.listPending()).toEqual([]);
    expect(time).toBe(30);
  });

  it('syncs at most every 15 s, trailing only', async () => {
    const { tracking, server, clock } = setup();
    await tracking.start();
    await flush();
    server.records.clear();
    play(tracking, clock, 0, 14);
    await flush();
    expect(server.records.size).toBe(0); // nothing on the leading edge
    play(tracking, clock, 14, 1.25);
    await flush();
    expect(server.records.size).toBe(1);
    const firstSync = server.records.get('rec-1')!.playedDuration;
    expect(firstSync).toBeCloseTo(15, 0);
  });

  it('counts played time scaled by speed and ignores gaps of 2 s or more', async () => {
    const { tracking, clock } = setup();
    await tracking.start();
    play(tracking, clock, 0, 10, 2);
    expect(tracking.$record.get()!.playedDuration).toBeCloseTo(10, 5);
    clock.advance(5_000); // a frozen tab: the next update comes 5 s later
    tracking.timeUpdate(step, 11, 2);
    expect(tracking.$record.get()!.playedDuration).toBeCloseTo(10, 5);
  });

  it('does not count a seek as playing', async () => {
    const { tracking, clock } = setup();
    await tracking.start();
    play(tracking, clock, 0, 2);
    clock.advance(250);
    tracking.seeked(40);
    tracking.timeUpdate(step, 40, 1);
    expect(tracking.$record.get()!.playedDuration).toBeCloseTo(2, 5);
  });

  it('records play / pause intervals, skips, step changes, subtitles and quality', async () => {
    const { tracking, clock } = setup();
    await tracking.start();
    const t0 = clock.now();
    play(tracking, clock, 0, 1);
    tracking.pause(step);
    tracking.skip(step, 1);
    tracking.skip(step, -1);
    tracking.stepChange(step, { id: 's2', duration: 5 }, 'next');
    tracking.stepChange({ id: 's2', duration: 5 }, step, 'menu');
    tracking.subtitles('de');
    tracking.quality('1080');
    const record = tracking.$record.get()!;
    expect(record.steps.s1).toMatchObject({
      onPlay: null,
      onPause: t0 + 1000,
      onForward: 1,
      onBackward: 1,
      playedIntervals: [[t0, t0 + 1000]],
    });
    expect(record.onNext).toEqual([{ at: t0 + 1000, current: 's1', next: 's2' }]);
    expect(record.onChangeStepFromMenu).toEqual([{ at: t0 + 1000, stepId: 's1' }]);
    expect(record.onSubtitles).toEqual([{ at: t0 + 1000, language: 'de' }]);
    expect(record.onChangeRez).toEqual([{ at: t0 + 1000, rez: '1080' }]);
  });

  it('page hide closes the interval and sends with sendBeacon, without marking it sent', async () => {
    const { tracking, server, persistence, clock } = setup();
    await tracking.start();
    play(tracking, clock, 0, 3);
    tracking.pageHide();
    await flush();
    const stored = server.records.get('rec-1')!;
    expect(stored.onExit).toBe(clock.now());
    expect(stored.steps.s1!.onPlay).toBeNull();
    expect(stored.playedDuration).toBeCloseTo(3, 5);
    expect((await persistence.listPending()).map((r) => r.id)).toEqual(['rec-1']);
  });

  it('a new start resends records an earlier page left pending', async () => {
    const persistence = fakePersistence();
    const server = fakeServer();
    server.setOnline(false);
    const old = setup(persistence, server);
    await old.tracking.start();
    play(old.tracking, old.clock, 0, 2);
    old.tracking.pageHide();
    old.tracking.destroy();
    server.setOnline(true);
    const fresh = setup(persistence, server, createFakeClock(2e12), 'new');
    await fresh.tracking.start();
    await flush();
    // The old record goes at once; the new one waits for its first interval (trailing only).
    expect([...server.records.keys()]).toEqual(['rec-1']);
    expect(server.records.get('rec-1')!.playedDuration).toBeCloseTo(2, 5);
  });

  it('records the past version played, and never resumes a record of another version', async () => {
    const persistence = fakePersistence();
    const server = fakeServer();
    const current = setup(persistence, server);
    const plain = await current.tracking.start();
    expect(plain).not.toHaveProperty('versionId');
    current.tracking.destroy();

    const old = createTrackingStore({ ...current.options, versionId: 'ver_1', persistence });
    const record = await old.start({ resumeId: plain.id });
    // The saved record was of the current version: a new one starts, carrying the version.
    expect(record.id).not.toBe(plain.id);
    expect(record.versionId).toBe('ver_1');
    old.destroy();
    const again = createTrackingStore({ ...current.options, versionId: 'ver_1', persistence });
    expect((await again.start({ resumeId: record.id })).id).toBe(record.id);
    again.destroy();
  });
});
