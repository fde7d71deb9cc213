/**
 * The caller's favourites (002 §3 likes: workflow ids and smart-instruction ids), shared by every
 * favourite toggle on the page: read once (GET /v1/me/favorites), changed in place when a toggle
 * answers, so a card and the favourites tab agree without reading again. 002 §4: a toggle while
 * one for the same id is still running is ignored. Load failures are logged (002 §8) and leave
 * the toggles off.
 */
import { likeSmartInstruction, likeWorkflow, listFavorites } from '@stepwise/api';
import { useSyncExternalStore } from 'react';
import { api } from '../api';

export type LikeKind = 'workflows' | 'multimodal-sops';

interface LikesState {
  loaded: boolean;
  liked: ReadonlySet<string>;
  pending: ReadonlySet<string>;
}

const keyOf = (kind: LikeKind, id: string) => `${kind}:${id}`;
let state: LikesState = { loaded: false, liked: new Set(), pending: new Set() };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<LikesState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/** Reads the favourites once (again after `reset`). */
export function loadLikes(): Promise<void> {
  loading ??= (async () => {
    try {
      const favorites = await listFavorites(api);
      set({
        loaded: true,
        liked: new Set([
          ...favorites.workflows.map((w) => keyOf('workflows', w.id)),
          ...favorites.multimodalSops.map((s) => keyOf('multimodal-sops', s.id)),
        ]),
      });
    } catch (err) {
      loading = null;
      console.warn('reading favourites failed', err);
    }
  })();
  return loading;
}

/** Forget what was read (sign-out, tests). */
export function resetLikes(): void {
  loading = null;
  set({ loaded: false, liked: new Set(), pending: new Set() });
}

/** Likes or unlikes; resolves with the new state, or null when ignored or refused. */
export async function toggleLike(kind: LikeKind, id: string): Promise<boolean | null> {
  const key = keyOf(kind, id);
  if (state.pending.has(key)) return null;
  const like = !state.liked.has(key);
  set({ pending: new Set([...state.pending, key]) });
  try {
    const item =
      kind === 'workflows'
        ? await likeWorkflow(api, id, like)
        : await likeSmartInstruction(api, id, like);
    const liked = new Set(state.liked);
    if (item.isLike) liked.add(key);
    else liked.delete(key);
    set({ liked });
    return item.isLike;
  } catch (err) {
    console.warn('changing a favourite failed', err);
    return null;
  } finally {
    const pending = new Set(state.pending);
    pending.delete(key);
    set({ pending });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This content's favourite state, reading the favourites on first use. */
export function useLike(kind: LikeKind, id: string): { liked: boolean; busy: boolean } {
  const current = useSyncExternalStore(subscribe, () => state);
  if (!current.loaded) void loadLikes();
  const key = keyOf(kind, id);
  return { liked: current.liked.has(key), busy: current.pending.has(key) };
}
