import { describe, expect, it, vi } from 'vitest';
import { createInstructionStore, type InstructionStoreOptions } from './instruction-store.js';
import { memoryPhotoQueue, type PhotoQueue } from './photo-queue.js';
import { runStorageKey } from './run-state.js';
import { TEST_INSTRUCTION } from './test-instruction.js';
import { memoryInstructionPort, portError, type MemoryInstructionScript } from './test-port.js';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(
  script: MemoryInstructionScript = { instruction: TEST_INSTRUCTION },
  extra: Partial<InstructionStoreOptions> & { photos?: PhotoQueue } = {},
) {
  const port = memoryInstructionPort(script);
  const storage = extra.storage ?? memoryStorage();
  const events = new EventTarget();
  let ids = 0;
  let clock = 1_700_000_000_000;
  const store = createInstructionStore({
    port,
    instructionId: 'si1',
    storage,
    photos: extra.photos ?? memoryPhotoQueue(),
    events,
    debounceMs: 0,
    newId: () => `id-${++ids}`,
    now: () => clock,
    ...extra,
  });
  const tick = (ms: number) => (clock += ms);
  return { port, store, storage, events, tick };
}

const png = (bytes = 64) => new File([new Uint8Array(bytes)], 'filter.png', { type: 'image/png' });

describe('loading', () => {
  it('is ready with the SOP, in view mode by default', async () => {
    const { store } = setup();
    const started = store.start();
    expect(store.load.get().status).toBe('loading');
    await started;
    expect(store.load.get()).toMatchObject({ status: 'ready' });
    expect(store.mode.get()).toBe('view');
    expect(store.steps.get().map((s) => s.id)).toEqual(['intro', 's1', 'c1', 'f1', 's2', 'end']);
  });

  it('says not found for a 404, not published for a draft the reader may not edit', async () => {
    const missing = setup({ instruction: null });
    await missing.store.start();
    expect(missing.store.load.get().status).toBe('not-found');
    const draft = setup({ instruction: { ...TEST_INSTRUCTION, published: false } });
    await draft.store.start();
    expect(draft.store.load.get().status).toBe('not-published');
    const editor = setup({ instruction: { ...TEST_INSTRUCTION, published: false, canEdit: true } });
    await editor.store.start();
    expect(editor.store.load.get().status).toBe('ready');
  });

  it('keeps the status of a failure and asks for a sign-in on 401', async () => {
    const onAuthRequired = vi.fn();
    const { store } = setup(
      { instruction: TEST_INSTRUCTION, loadError: portError(401, 'Sign in') },
      { onAuthRequired },
    );
    await store.start();
    expect(store.load.get()).toEqual({
      status: 'error',
      failure: { status: 401, message: 'Sign in' },
    });
    expect(onAuthRequired).toHaveBeenCalledOnce();
  });
});

describe('a run', () => {
  it('goes one run step at a time, marking a step done when its items have what they ask', async () => {
    const onItemChange = vi.fn();
    const { store, port } = setup(undefined, { onItemChange });
    await store.start();
    store.startRun();
    expect(store.mode.get()).toBe('run');
    expect(store.stepIndex.get()).toBe(0);
    store.next();
    expect(store.stepIndex.get()).toBe(1);
    expect(store.run.get()?.items['intro']?.done).toBe(true);
    store.next(); // the step with its substep, warning, tool and quiz
    expect(store.run.get()?.items['s1a']?.done).toBe(true);
    // The checklist is not done until both are ticked; Next still moves on.
    store.next();
    expect(store.run.get()?.items['c1']?.done ?? false).toBe(false);
    store.previous();
    store.toggleCheck('c1', 'c1a');
    store.toggleCheck('c1', 'c1b');
    store.next();
    expect(store.run.get()?.items['c1']).toMatchObject({
      done: true,
      checkedItemIds: ['c1a', 'c1b'],
    });
    expect(store.progress.get()).toBeCloseTo(7 / 10);
    expect(onItemChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'c1' }),
      expect.objectContaining({ done: true }),
      expect.any(Number),
    );
    await flush();
    expect(port.tracked.at(-1)).toMatchObject({
      id: 'id-1',
      multimodalSopId: 'si1',
      completed: false,
    });
  });

  it('refuses a photo of the wrong type or too large, uploads a good one', async () => {
    const { store, port } = setup();
    await store.start();
    store.startRun();
    expect(store.takePhoto('f1', new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe(
      'Invalid file type',
    );
    const big = { type: 'image/png', size: 5 * 1024 * 1024 + 1 } as unknown as Blob;
    expect(store.takePhoto('f1', big, 'big.png')).toBe('File too large');
    expect(store.takePhoto('f1', png())).toBeNull();
    await flush();
    await flush();
    expect(port.uploads).toEqual([
      { itemId: 'f1', sessionId: 'id-1', fileName: 'filter.png', size: 64 },
    ]);
    expect(store.run.get()?.items['f1']).toMatchObject({ userFileIds: ['uf1'], pendingPhotos: 0 });
    expect(store.run.get()?.items['f1']?.photos[0]).toMatchObject({ status: 'uploaded' });
  });

  it('grades a quiz item on the server and keeps the result', async () => {
    const { store, port } = setup({ instruction: TEST_INSTRUCTION, key: { qq1: 'A' } });
    await store.start();
    store.startRun();
    store.chooseAnswer('q1', 'qq1', 'A');
    await store.checkQuiz('q1');
    expect(port.checks[0]).toEqual({
      sessionId: 'id-1',
      answers: [{ questionId: 'qq1', userAnswer: 'A', encryptedAnswer: 'sealed-1' }],
    });
    expect(store.run.get()?.items['q1']).toMatchObject({ quizCheckId: 'qc1' });
    expect(store.run.get()?.items['q1']?.quiz?.result).toMatchObject({ score: 100, passed: true });
    // Graded: the answer stays.
    store.chooseAnswer('q1', 'qq1', 'B');
    expect(store.run.get()?.items['q1']?.quiz?.answers).toEqual({ qq1: 'A' });
  });

  it('finishes only with every tick and the photo, then sends the completion', async () => {
    const { store, port, tick } = setup();
    await store.start();
    store.startRun();
    expect(await store.finish()).toBeNull();
    store.toggleCheck('c1', 'c1a');
    store.toggleCheck('c1', 'c1b');
    store.takePhoto('f1', png());
    expect(store.canFinish.get()).toBe(true);
    tick(61_000);
    const result = await store.finish();
    expect(result).toEqual({ synced: true, durationSeconds: 61 });
    expect(store.stepIndex.get()).toBe(store.steps.get().length);
    expect(store.progress.get()).toBe(1);
    const last = port.tracked.at(-1)!;
    expect(last).toMatchObject({ completed: true, durationSeconds: 61 });
    expect(last.items.find((i) => i.itemId === 'f1')?.userFileIds).toEqual(['uf1']);
    expect(store.sync.get()).toBe('synced');
  });
});

describe('reload and offline', () => {
  it('resumes the run after a reload: session, ticks, the step on screen', async () => {
    const storage = memoryStorage();
    const first = setup(undefined, { storage });
    await first.store.start();
    first.store.startRun();
    first.store.next();
    first.store.toggleCheck('c1', 'c1a');
    first.store.dispose();
    expect(storage.data.has(runStorageKey(undefined, 'si1'))).toBe(true);

    const second = setup(undefined, { storage, mode: 'run' });
    await second.store.start();
    expect(second.store.mode.get()).toBe('run');
    expect(second.store.run.get()).toMatchObject({ sessionId: 'id-1', stepId: 's1' });
    expect(second.store.run.get()?.items['c1']?.checkedItemIds).toEqual(['c1a']);
  });

  it('queues the session and the photo offline and sends both when back online', async () => {
    const photos = memoryPhotoQueue();
    const script = { instruction: TEST_INSTRUCTION, offline: false };
    const { store, port, events } = setup(script, { photos });
    await store.start();
    store.startRun();
    script.offline = true;
    store.toggleCheck('c1', 'c1a');
    store.toggleCheck('c1', 'c1b');
    store.takePhoto('f1', png());
    await flush();
    await flush();
    expect(store.run.get()?.items['f1']).toMatchObject({ pendingPhotos: 1, userFileIds: [] });
    expect(await photos.list('id-1')).toHaveLength(1);
    // A queued photo counts as taken: the run may finish offline, unsynced.
    expect(await store.finish()).toMatchObject({ synced: false });
    expect(store.sync.get()).toBe('offline');

    script.offline = false;
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(store.sync.get()).toBe('synced'));
    expect(port.uploads).toHaveLength(1);
    expect(await photos.list('id-1')).toEqual([]);
    expect(port.tracked.at(-1)).toMatchObject({ completed: true });
    expect(port.tracked.at(-1)!.items.find((i) => i.itemId === 'f1')?.userFileIds).toEqual(['uf1']);
  });

  it('sends a run left unsynced when the page loads again', async () => {
    const storage = memoryStorage();
    const photos = memoryPhotoQueue();
    const script = { instruction: TEST_INSTRUCTION, offline: false };
    const first = setup(script, { storage, photos });
    await first.store.start();
    first.store.startRun();
    script.offline = true;
    first.store.toggleCheck('c1', 'c1a');
    await flush();
    first.store.dispose();

    script.offline = false;
    const second = setup(script, { storage, photos });
    await second.store.start();
    await vi.waitFor(() => expect(second.store.sync.get()).toBe('synced'));
    expect(second.port.tracked.at(-1)!.items.find((i) => i.itemId === 'c1')).toMatchObject({
      checkedItemIds: ['c1a'],
    });
  });

  it('drops a saved run that does not read back', async () => {
    const storage = memoryStorage();
    storage.setItem(runStorageKey(undefined, 'si1'), '{"version":1,"instructionId":"si1"}');
    const { store } = setup(undefined, { storage });
    await store.start();
    expect(store.run.get()).toBeNull();
  });
});
