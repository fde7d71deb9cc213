import { getSmartInstruction } from '@stepwise/api';
import type { SmartInstructionSummary } from '@stepwise/core';
import { useEffect, useRef, useState } from 'react';
import { api } from '../api';

/** How often a processing card asks how far its PDF or video job is (ours). */
export const SOP_JOB_POLL_MS = 3000;

/**
 * A card's smart instruction, kept current while it is `processing` (001 §4): its job's progress
 * and message are read again every few seconds; when it leaves processing, `onSettled` gets the
 * finished one (the list is fetched again). A failed read waits for the next round.
 */
export function useSopJob(
  item: SmartInstructionSummary,
  onSettled: (item: SmartInstructionSummary) => void,
): SmartInstructionSummary {
  const [latest, setLatest] = useState<SmartInstructionSummary | null>(null);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  const processing = item.status === 'processing';
  const id = item.id;

  useEffect(() => {
    if (!processing) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const next = await getSmartInstruction(api, id);
        if (!live) return;
        setLatest(next);
        if (next.status !== 'processing') return settled.current(next);
      } catch {
        // The next round asks again.
      }
      if (live) timer = setTimeout(() => void poll(), SOP_JOB_POLL_MS);
    };
    timer = setTimeout(() => void poll(), SOP_JOB_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, processing]);

  return latest && latest.id === item.id && latest.updatedAt >= item.updatedAt ? latest : item;
}
