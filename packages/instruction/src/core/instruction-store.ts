/**
 * Viewing and running a smart instruction (issue 20 item 6; 001 §3, §4): the SOP as the viewer
 * reads it, the mode (view: the whole SOP; run: one run step at a time, core's sopRunSteps), and a
 * run: ticks, photos, quiz answers graded by the server, done marks, the summary. Framework-free
 * (nanostores): the React <Instruction/> and the element read these stores.
 *
 * - Progress survives a reload: the run (run-state.ts) is saved in localStorage under the storage
 *   key and the instruction id at each change, and a run not finished is resumed.
 * - And going offline: the session is sent whole (the server replaces it by id) a moment after
 *   each change; a send that fails leaves the run unsynced, retried on `online` and on the next
 *   load. Photos wait in the photo queue (IndexedDB) until uploaded.
 * - The finish rule is core's canFinishSopRun (sop-run.ts says why it is that rule).
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import {
  canFinishSopRun,
  smartInstructionUploadProblem,
  sopRunDurationSeconds,
  sopRunMissing,
  sopRunProgressFraction,
  sopRunStepSatisfied,
  sopRunSteps,
  type OptionLetter,
  type SmartInstructionForViewing,
  type SmartInstructionUploadProblem,
  type SopItemForViewing,
  type SopRunStep,
} from '@stepwise/core';
import { pageStorage } from '@stepwise/bridge/storage';
import { browserPhotoQueue, photoKey, type PhotoQueue } from './photo-queue.js';
import type { InstructionPort } from './port.js';
import {
  emptyItemState,
  newRun,
  readRun,
  runStorageKey,
  trackingOf,
  type InstructionRun,
  type RunItemState,
  type RunPhoto,
} from './run-state.js';

/** A failed call: its HTTP status (0: the server was not reached; null: not an HTTP failure). */
export interface InstructionFailure {
  status: number | null;
  message: string;
}

export type InstructionLoad =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'not-published' }
  | { status: 'error'; failure: InstructionFailure }
  | { status: 'ready'; instruction: SmartInstructionForViewing };

export type InstructionViewMode = 'view' | 'run';
export type RunStep = SopRunStep<SopItemForViewing>;

/**
 * Where the run is: on the server, on its way, changed and about to be sent, or waiting for the
 * network (the last send or upload could not reach the server; retried on `online`).
 */
export type SyncState = 'synced' | 'sending' | 'pending' | 'offline';

export interface InstructionStoreOptions {
  port: InstructionPort;
  instructionId: string;
  mode?: InstructionViewMode;
  /** localStorage key prefix (InstructionProps.storageKey). */
  storageKey?: string;
  isPublic?: boolean;
  review?: { skillId?: string | null; taskPerformanceId?: string | null };
  /** Defaults: the page's localStorage, IndexedDB, clock, window and crypto. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  photos?: PhotoQueue;
  now?: () => number;
  newId?: () => string;
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** How long after a change the session is sent (ms). */
  debounceMs?: number;
  onAuthRequired?: () => void;
  onError?: (failure: InstructionFailure, error: unknown) => void;
  /** A run item changed (ticked, photographed, answered, marked done). */
  onItemChange?: (item: SopItemForViewing, state: RunItemState, progress: number) => void;
}

export interface InstructionStore {
  readonly instructionId: string;
  readonly load: ReadableAtom<InstructionLoad>;
  readonly mode: ReadableAtom<InstructionViewMode>;
  readonly run: ReadableAtom<InstructionRun | null>;
  readonly steps: ReadableAtom<RunStep[]>;
  /** The run step on screen, 0-based; steps.length is the summary. */
  readonly stepIndex: ReadableAtom<number>;
  /** 0-1, items done over all items. */
  readonly progress: ReadableAtom<number>;
  readonly canFinish: ReadableAtom<boolean>;
  readonly sync: ReadableAtom<SyncState>;
  /** The quiz items being graded. */
  readonly checking: ReadableAtom<ReadonlySet<string>>;
  /** A quiz check's failure per item, until the next try. */
  readonly quizErrors: ReadableAtom<Readonly<Record<string, InstructionFailure>>>;
  /** Loads the SOP (again, after an error), resumes a saved run, sends what waits. */
  start(): Promise<void>;
  setMode(mode: InstructionViewMode): void;
  /** Starts (or resumes) a run and switches to run mode; `fresh` drops a finished one. */
  startRun(fresh?: boolean): void;
  goTo(index: number): void;
  /** Marks the step on screen done when its items have what they ask, then goes on. */
  next(): void;
  previous(): void;
  toggleCheck(itemId: string, checkItemId: string): void;
  /** Refuses (the problem) or keeps and uploads a photo; a photo offline waits in the queue. */
  takePhoto(
    itemId: string,
    file: File | Blob,
    fileName?: string,
  ): SmartInstructionUploadProblem | null;
  removePhoto(itemId: string, photoId: string): void;
  chooseAnswer(itemId: string, questionId: string, letter: OptionLetter): void;
  /** Grades a quiz item on the server. */
  checkQuiz(itemId: string): Promise<void>;
  /** Finishes when canFinish: the summary, the completion sent; whether the server has it. */
  finish(): Promise<{ synced: boolean; durationSeconds: number } | null>;
  /** Sends what waits (queued photos, then the session): on `online`, on load. */
  resend(): Promise<boolean>;
  /** A local preview URL of a photo taken in this page. */
  previewOf(photoId: string): string | undefined;
  dispose(): void;
}

export function failureOf(error: unknown): InstructionFailure {
  const status = (error as { status?: unknown } | null)?.status;
  return {
    status: typeof status === 'number' ? status : null,
    message: error instanceof Error ? error.message : String(error),
  };
}

/** A failure the network may fix (offline, timeout, a server that is down). */
const isTransient = (failure: InstructionFailure) =>
  failure.status === 0 || failure.status === null || failure.status >= 500;

const defaultId = () =>
  globalThis.crypto?.randomUUID?.() ??
  `run-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function createInstructionStore(options: InstructionStoreOptions): InstructionStore {
  const { port, instructionId } = options;
  // pageStorage never throws: storage refused (a sandboxed or third-party frame) keeps the run
  // in memory, for as long as the page lives.
  const storage = options.storage === undefined ? pageStorage('local') : options.storage;
  const photos = options.photos ?? browserPhotoQueue();
  const now = options.now ?? Date.now;
  const newId = options.newId ?? defaultId;
  const events =
    options.events === undefined
      ? ((globalThis as { window?: EventTarget }).window ?? null)
      : options.events;
  const debounceMs = options.debounceMs ?? 800;
  const key = runStorageKey(options.storageKey, instructionId);

  const load = atom<InstructionLoad>({ status: 'idle' });
  const mode = atom<InstructionViewMode>(options.mode ?? 'view');
  const run = atom<InstructionRun | null>(null);
  const sending = atom(false);
  /** The last send or upload did not reach the server (offline, or the server down). */
  const unreachable = atom(false);
  const checking = atom<ReadonlySet<string>>(new Set());
  const quizErrors = atom<Readonly<Record<string, InstructionFailure>>>({});
  const previews = new Map<string, string>();
  let disposed = false;
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<boolean> | null = null;
  /** Photo uploads on their way, by queue key. */
  const uploads = new Map<string, Promise<boolean>>();

  const instructionOf = () => {
    const current = load.get();
    return current.status === 'ready' ? current.instruction : null;
  };
  const steps = computed(load, (current) =>
    current.status === 'ready' ? sopRunSteps(current.instruction.items) : [],
  );
  const stepIndex = computed([steps, run], (list, r) => {
    if (!r || r.stepId === null) return r ? list.length : 0;
    const at = list.findIndex((s) => s.id === r.stepId);
    return at < 0 ? 0 : at;
  });
  const progress = computed([load, run], (current, r) =>
    current.status === 'ready' && r
      ? sopRunProgressFraction(current.instruction.items, r.items)
      : 0,
  );
  const canFinish = computed(
    [load, run],
    (current, r) =>
      current.status === 'ready' &&
      r !== null &&
      canFinishSopRun(current.instruction.items, r.items),
  );
  const sync = computed([run, sending, unreachable], (r, busy, away): SyncState => {
    if (busy) return 'sending';
    if (!r || (r.synced && !Object.values(r.items).some((s) => s.pendingPhotos > 0))) {
      return 'synced';
    }
    return away ? 'offline' : 'pending';
  });

  const fail = (error: unknown): InstructionFailure => {
    const failure = failureOf(error);
    if (isTransient(failure)) unreachable.set(true);
    if (failure.status === 401) options.onAuthRequired?.();
    options.onError?.(failure, error);
    return failure;
  };

  const save = (next: InstructionRun | null) => {
    try {
      if (next) storage?.setItem(key, JSON.stringify(next));
      else storage?.removeItem(key);
    } catch {
      // A full or refused storage: the run still goes to the server.
    }
  };

  /** Sets the run, saves it, and (unless told otherwise) schedules the send. */
  const setRun = (next: InstructionRun, opts: { send?: boolean } = {}) => {
    const send = opts.send ?? true;
    const value = send ? { ...next, synced: false } : next;
    run.set(value);
    save(value);
    if (send) schedule();
  };

  const updateItem = (itemId: string, change: (state: RunItemState) => RunItemState) => {
    const r = run.get();
    const item = instructionOf()?.items.find((i) => i.id === itemId);
    if (!r || !item || r.completed) return null;
    const state = change(r.items[itemId] ?? emptyItemState());
    const next = { ...r, items: { ...r.items, [itemId]: state } };
    setRun(next);
    options.onItemChange?.(item, state, progress.get());
    return state;
  };

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void sendTracking();
    }, debounceMs);
  }

  /** Sends the session as it is now; true when the server has it. */
  async function sendTracking(): Promise<boolean> {
    if (disposed) return false;
    // One send at a time: the server keeps the last one it gets, which must be the newest.
    while (inFlight) await inFlight;
    const r = run.get();
    const instruction = instructionOf();
    if (!r || !instruction) return false;
    const body = trackingOf(r, instruction, {
      isPublic: options.isPublic ?? false,
      skillId: options.review?.skillId,
      taskPerformanceId: options.review?.taskPerformanceId,
      now: now(),
    });
    sending.set(true);
    const sent = port.track(body).then(
      () => {
        unreachable.set(false);
        // Changed while on its way: that change scheduled its own send, and stays unsynced.
        if (run.get() === r) setRun({ ...r, synced: true }, { send: false });
        return true;
      },
      (error: unknown) => {
        fail(error);
        return false;
      },
    );
    inFlight = sent;
    try {
      return await sent;
    } finally {
      inFlight = null;
      sending.set(false);
    }
  }

  const setPhoto = (
    itemId: string,
    photoId: string,
    change: Partial<RunPhoto>,
    extra?: (s: RunItemState) => Partial<RunItemState>,
  ) => {
    const r = run.get();
    const state = r?.items[itemId];
    if (!r || !state) return;
    const list = state.photos.map((p) => (p.id === photoId ? { ...p, ...change } : p));
    const next: RunItemState = {
      ...state,
      photos: list,
      pendingPhotos: list.filter((p) => p.status === 'queued' || p.status === 'uploading').length,
      ...extra?.(state),
    };
    setRun({ ...r, items: { ...r.items, [itemId]: next } });
    const item = instructionOf()?.items.find((i) => i.id === itemId);
    if (item) options.onItemChange?.(item, next, progress.get());
  };

  /** Uploads one queued photo (once at a time); true when the server has it or refused it for good. */
  function upload(itemId: string, photoId: string, before?: Promise<unknown>): Promise<boolean> {
    const r = run.get();
    if (!r || disposed) return Promise.resolve(false);
    const key = photoKey(r.sessionId, itemId, photoId);
    let going = uploads.get(key);
    if (!going) {
      going = (before ?? Promise.resolve())
        .then(() => uploadNow(r.sessionId, itemId, photoId))
        .finally(() => uploads.delete(key));
      uploads.set(key, going);
    }
    return going;
  }

  async function uploadNow(sessionId: string, itemId: string, photoId: string): Promise<boolean> {
    const r = run.get();
    if (!r || disposed || r.sessionId !== sessionId) return false;
    const queued = await photos.get(photoKey(r.sessionId, itemId, photoId));
    if (!queued) {
      // Lost (storage cleared): nothing to send; the person takes it again.
      setPhoto(itemId, photoId, { status: 'failed', message: 'lost' });
      return true;
    }
    setPhoto(itemId, photoId, { status: 'uploading' });
    try {
      const stored = await port.uploadPhoto(
        instructionId,
        itemId,
        r.sessionId,
        queued.blob,
        queued.fileName,
      );
      await photos.remove(queued.key);
      unreachable.set(false);
      setPhoto(
        itemId,
        photoId,
        { status: 'uploaded', userFileId: stored.id, url: stored.url },
        (s) => ({
          userFileIds: [...s.userFileIds.filter((id) => id !== stored.id), stored.id],
        }),
      );
      return true;
    } catch (error) {
      const failure = fail(error);
      if (isTransient(failure)) {
        setPhoto(itemId, photoId, { status: 'queued' });
        return false;
      }
      await photos.remove(queued.key);
      setPhoto(itemId, photoId, { status: 'failed', message: failure.message });
      return true;
    }
  }

  async function resend(): Promise<boolean> {
    const r = run.get();
    if (!r || !instructionOf() || disposed) return false;
    let all = true;
    for (const [itemId, state] of Object.entries(r.items)) {
      for (const photo of state.photos) {
        if (photo.status === 'queued') all = (await upload(itemId, photo.id)) && all;
      }
    }
    const latest = run.get();
    if (!latest || latest.synced) return all;
    return (await sendTracking()) && all;
  }

  const onOnline = () => void resend();

  const store: InstructionStore = {
    instructionId,
    load,
    mode,
    run,
    steps,
    stepIndex,
    progress,
    canFinish,
    sync,
    checking,
    quizErrors,

    async start() {
      // Again after dispose() too: React runs a view's effects twice in development.
      disposed = false;
      const mine = ++generation;
      events?.removeEventListener('online', onOnline);
      events?.addEventListener('online', onOnline);
      load.set({ status: 'loading' });
      try {
        const instruction = await port.load(instructionId);
        if (disposed || mine !== generation) return;
        if (!instruction.published && !instruction.canEdit) {
          load.set({ status: 'not-published' });
          return;
        }
        load.set({ status: 'ready', instruction });
        let saved: InstructionRun | null = null;
        try {
          saved = readRun(storage?.getItem(key) ?? null, instructionId);
        } catch {
          saved = null;
        }
        if (saved) run.set(saved);
        if (mode.get() === 'run') store.startRun();
        const waiting = Object.values(saved?.items ?? {}).some((s) => s.pendingPhotos > 0);
        if (saved && (!saved.synced || waiting)) void resend();
      } catch (error) {
        if (disposed || mine !== generation) return;
        const failure = fail(error);
        load.set(failure.status === 404 ? { status: 'not-found' } : { status: 'error', failure });
      }
    },

    setMode(next) {
      if (next === 'run') store.startRun();
      else mode.set('view');
    },

    startRun(fresh = false) {
      const instruction = instructionOf();
      mode.set('run');
      if (!instruction) return;
      const current = run.get();
      if (current && !(fresh && current.completed)) return;
      const first = steps.get()[0]?.id ?? null;
      setRun(newRun(instructionId, newId(), now(), first));
    },

    goTo(to) {
      const r = run.get();
      const list = steps.get();
      if (!r) return;
      const index = Math.min(
        Math.max(0, Math.trunc(to)),
        r.completed ? list.length : list.length - 1,
      );
      const stepId = index >= list.length ? null : list[index]!.id;
      if (stepId === r.stepId) return;
      setRun({ ...r, stepId });
    },

    next() {
      const r = run.get();
      const step = steps.get()[stepIndex.get()];
      if (!r || !step || r.completed) return;
      if (sopRunStepSatisfied(step, r.items)) {
        const at = now();
        const items = { ...r.items };
        for (const item of step.items) {
          const state = items[item.id] ?? emptyItemState();
          if (!state.done) items[item.id] = { ...state, done: true, doneAt: at };
        }
        setRun({ ...r, items });
        const latest = run.get()!;
        for (const item of step.items) {
          options.onItemChange?.(item, latest.items[item.id]!, progress.get());
        }
      }
      store.goTo(stepIndex.get() + 1);
    },

    previous() {
      store.goTo(stepIndex.get() - 1);
    },

    toggleCheck(itemId, checkItemId) {
      const item = instructionOf()?.items.find((i) => i.id === itemId);
      if (!item?.checklistItems.some((c) => c.id === checkItemId)) return;
      updateItem(itemId, (s) => ({
        ...s,
        checkedItemIds: s.checkedItemIds.includes(checkItemId)
          ? s.checkedItemIds.filter((id) => id !== checkItemId)
          : [...s.checkedItemIds, checkItemId],
      }));
    },

    takePhoto(itemId, file, fileName) {
      const name = fileName ?? (file as File).name ?? 'photo';
      const problem = smartInstructionUploadProblem('image', {
        mimeType: file.type,
        bytes: file.size,
      });
      if (problem) return problem;
      const r = run.get();
      if (!r || r.completed) return null;
      const photoId = newId();
      const url = globalThis.URL?.createObjectURL?.(file);
      if (url) previews.set(photoId, url);
      const photo: RunPhoto = {
        id: photoId,
        fileName: name,
        status: 'queued',
        userFileId: null,
        url: null,
        message: null,
      };
      updateItem(itemId, (s) => ({
        ...s,
        photos: [...s.photos, photo],
        pendingPhotos: s.pendingPhotos + 1,
      }));
      const kept = photos.put({
        key: photoKey(r.sessionId, itemId, photoId),
        instructionId,
        sessionId: r.sessionId,
        itemId,
        photoId,
        fileName: name,
        blob: file,
      });
      upload(itemId, photoId, kept).catch((error: unknown) => fail(error));
      return null;
    },

    removePhoto(itemId, photoId) {
      const r = run.get();
      const photo = r?.items[itemId]?.photos.find((p) => p.id === photoId);
      if (!r || !photo || photo.status === 'uploading') return;
      void photos.remove(photoKey(r.sessionId, itemId, photoId));
      const url = previews.get(photoId);
      if (url) globalThis.URL?.revokeObjectURL?.(url);
      previews.delete(photoId);
      updateItem(itemId, (s) => {
        const list = s.photos.filter((p) => p.id !== photoId);
        return {
          ...s,
          photos: list,
          userFileIds: s.userFileIds.filter((id) => id !== photo.userFileId),
          pendingPhotos: list.filter((p) => p.status === 'queued' || p.status === 'uploading')
            .length,
        };
      });
    },

    chooseAnswer(itemId, questionId, letter) {
      const item = instructionOf()?.items.find((i) => i.id === itemId);
      const question = item?.questions.find((q) => q.id === questionId);
      if (!question?.options.some((o) => o.letter === letter)) return;
      if (run.get()?.items[itemId]?.quiz?.result || checking.get().has(itemId)) return;
      updateItem(itemId, (s) => ({
        ...s,
        quiz: { answers: { ...s.quiz?.answers, [questionId]: letter }, result: null },
      }));
    },

    async checkQuiz(itemId) {
      const r = run.get();
      const item = instructionOf()?.items.find((i) => i.id === itemId);
      const state = r?.items[itemId];
      if (!r || !item || !state?.quiz || state.quiz.result || checking.get().has(itemId)) return;
      const answers = state.quiz.answers;
      checking.set(new Set([...checking.get(), itemId]));
      const { [itemId]: _, ...rest } = quizErrors.get();
      quizErrors.set(rest);
      try {
        const result = await port.checkQuiz(instructionId, itemId, {
          sessionId: r.sessionId,
          answers: item.questions.map((q) => ({
            questionId: q.id,
            userAnswer: answers[q.id] ?? null,
            encryptedAnswer: q.encryptedAnswer,
          })),
        });
        if (disposed) return;
        updateItem(itemId, (s) => ({
          ...s,
          quizCheckId: result.id,
          quiz: { answers: s.quiz?.answers ?? answers, result },
        }));
      } catch (error) {
        if (!disposed) quizErrors.set({ ...quizErrors.get(), [itemId]: fail(error) });
      } finally {
        const left = new Set(checking.get());
        left.delete(itemId);
        checking.set(left);
      }
    },

    async finish() {
      const r = run.get();
      const instruction = instructionOf();
      if (!r || !instruction || r.completed || !canFinish.get()) return null;
      const at = now();
      const items = { ...r.items };
      for (const item of instruction.items) {
        const state = items[item.id] ?? emptyItemState();
        if (!state.done) items[item.id] = { ...state, done: true, doneAt: at };
      }
      setRun(
        { ...r, items, completed: true, onExit: at, stepId: null, synced: false },
        { send: false },
      );
      if (timer) clearTimeout(timer);
      timer = null;
      const synced = await resend();
      return {
        synced: synced && run.get()?.synced === true,
        durationSeconds: sopRunDurationSeconds(r.onEnter, at),
      };
    },

    resend,

    previewOf: (photoId) => previews.get(photoId),

    dispose() {
      events?.removeEventListener('online', onOnline);
      if (timer) {
        // The last change goes out now rather than never (the page may be leaving).
        clearTimeout(timer);
        timer = null;
        void sendTracking();
      }
      disposed = true;
      generation += 1;
    },
  };
  return store;
}

/** The items a finish still waits for (the summary's and the Finish button's hint). */
export function missingItems(instruction: SmartInstructionForViewing, r: InstructionRun | null) {
  return sopRunMissing(instruction.items, r?.items ?? {});
}
