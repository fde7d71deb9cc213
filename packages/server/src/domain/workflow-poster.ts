/**
 * PUT /v1/workflows/{id}/poster (issue 21; 001 §7): the frame the author picked on the timeline
 * becomes the workflow's poster. The timeline time is mapped to its source (core
 * timelineToSource), the frame is taken from that source as uploaded (the original, or an
 * imported clip), turned by the edit's rotation, blurred where a blur annotation shows then
 * (issue 22: the poster must not show what the video hides), and stored under the workflow's
 * folder (posters/{id}.jpg, a new key each time so no cache shows the old one).
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import {
  EDIT_FPS,
  EditRefusal,
  ORIGINAL_SOURCE,
  timelineDuration,
  timelineToSource,
  type Rotation,
} from '@stepwise/core';
import { newId } from '../db/ids.js';
import { workflowClips } from '../db/schema.js';
import { blurChains, stillBlurs } from '../media/blur-graph.js';
import { defaultFfmpeg, displaySize, extractPoster, probe, runProcess } from '../media/index.js';
import { workArea } from '../media/work-area.js';
import { workflowKeys, type ObjectStorage } from '../storage/storage.js';
import type { Caller } from './caller.js';
import { badRequest, conflict } from './errors.js';
import { editableWorkflow } from './workflow-access.js';
import { workflowPlan } from './workflow-blurs.js';
import { editDocumentRow, EditMessage, liveRender, savedState } from './workflow-edits.js';

// The same turns the re-render applies (media/edit-graph.ts).
const ROTATE: Record<Rotation, string | null> = {
  0: null,
  90: 'transpose=1',
  180: 'hflip,vflip',
  270: 'transpose=2',
};

/**
 * Makes the poster and answers its storage key (the caller writes it on the workflow), and the
 * key of the poster picked before, to delete once the new one is written.
 */
export async function posterAtTime(
  caller: Caller,
  storage: ObjectStorage,
  workflowId: string,
  time: number,
): Promise<{ key: string; replaced: string | null }> {
  const { workflow } = await editableWorkflow(caller, workflowId);
  const row = await editDocumentRow(caller.tenant, workflow);
  // While a render runs the timeline the author sees is not yet the one that plays.
  if (await liveRender(caller.tenant, workflow.id)) throw conflict(EditMessage.rendering);
  const state = savedState(row);
  // Past the end is the last frame, as the thumbnails' poster was the last thumbnail.
  const end = timelineDuration(state);
  const moment = Math.min(time, Math.max(0, end - 1 / EDIT_FPS));
  const at = timelineToSource(state, moment);
  if (!at) throw badRequest(EditRefusal.outsideVideo);
  // Issue 22: a blur showing at that moment is burned into the poster as into the video.
  const blurs = stillBlurs((await workflowPlan(caller.tenant, workflow, state)).blurs, moment);
  let key = workflow.originalKey;
  if (at.source !== ORIGINAL_SOURCE) {
    const clip = await caller.tenant.first(workflowClips, eq(workflowClips.id, at.source));
    key = clip?.originalKey ?? null;
  }
  if (!key) throw conflict('The video this frame comes from is no longer there.');

  const work = await workArea().makeDir('poster-');
  try {
    const input = join(work, `source${extname(key) || '.mp4'}`);
    await pipeline(await storage.get(key), createWriteStream(input));
    const binaries = defaultFfmpeg();
    const frame = await extractPoster(input, join(work, 'frame.jpg'), at.time, { binaries });
    let file = frame.file;
    const turn = ROTATE[state.rotation];
    if (turn || blurs.length > 0) {
      file = join(work, 'turned.jpg');
      const shot = (await probe(frame.file, { binaries })).video;
      const size = shot ? displaySize(shot) : { width: 0, height: 0 };
      const turned = turn && state.rotation % 180 === 90;
      const graph = [`[0:v]${turn ?? 'null'}[turned]`].concat(
        blurChains('[turned]', '[out]', blurs, {
          width: turned ? size.height : size.width,
          height: turned ? size.width : size.height,
        }),
      );
      await runProcess(
        binaries.ffmpeg,
        ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', frame.file].concat([
          '-filter_complex',
          graph.join(';'),
          '-map',
          blurs.length > 0 ? '[out]' : '[turned]',
          '-q:v',
          '2',
          file,
        ]),
        { timeoutMs: 60_000 },
      );
    }
    const stored = `${workflowKeys(workflow.organizationId, workflow.id).root}/posters/${newId()}.jpg`;
    await storage.put(stored, file);
    const picked = workflow.posterKey?.includes('/posters/') ? workflow.posterKey : null;
    return { key: stored, replaced: picked };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
