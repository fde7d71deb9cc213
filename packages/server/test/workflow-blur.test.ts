/**
 * Issue 22, must show: a blur annotation is burned into the video. A workflow is uploaded and
 * processed, a blur rectangle (and a circle on the next step) is saved through
 * POST /v1/annotations/batch-upsert, the re-render job runs, and in EVERY rendition of the new
 * ladder (and the thumbnail of that second) the region is smeared while the blur lasts (its pixel variance far below the original's) and
 * the rest of the picture, and the region outside the blur's time, are the original's (mean
 * absolute difference within what a second lossy encode changes). Then: a poster picked while
 * the blur shows is blurred, saving the same blur renders nothing, a different blur waits for a
 * running render (409), a cut keeps the blur (moved with its step) and a title-only save renders
 * nothing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workflowRenders } from '../src/db/schema.js';
import { EditMessage } from '../src/domain/workflow-edits.js';
import { defaultFfmpeg, makeTestVideo } from '../src/media/index.js';
import type { TestServer } from './harness.js';
import { processedWorkflow } from './workflow-editor-helpers.js';
import { editorSession } from './workflow-editor-session.js';

const session = editorSession({ media: false });
const { ctx, builder, save, stepRows, workflowRow, finishedRender, localFile } = session;
const tok = ctx.tok;
let s: TestServer;
let workflowId = '';

/** The editor's reference canvas (annotation.ts ANNOTATION_CANVAS); the video is 16:9 too. */
const CANVAS = { width: 676, height: 380 };
/** The blur: the middle half of the picture, 1..3 s into the second step. */
const BLUR = { left: 169, top: 95, width: 338, height: 190, startTime: 1, endTime: 3 };
const REGION = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 };
type Region = typeof REGION;
/** The same box on the third step as a circle: the ellipse inscribed in it is blurred. */
const CIRCLE = {
  ...blurBoxOf(BLUR),
  id: 'blur-2',
  shape: 'circle',
  radius: BLUR.height / 2,
  scaleX: BLUR.width / BLUR.height,
};
/** A square well inside that ellipse, and one corner of its box well outside it. */
const ELLIPSE_CORE = { x: 0.33, y: 0.33, width: 0.34, height: 0.34 };
const BOX_CORNER = { x: 0.25, y: 0.25, width: 0.05, height: 0.05 };

function blurBoxOf(b: typeof BLUR) {
  return {
    type: 'blur',
    left: b.left,
    top: b.top,
    startTime: b.startTime,
    endTime: b.endTime,
    originalCanvasWidth: CANVAS.width,
    originalCanvasHeight: CANVAS.height,
  };
}
const blurElement = (over: Partial<typeof BLUR> = {}) => ({
  id: 'blur-1',
  type: 'blur',
  shape: 'rectangle',
  ...BLUR,
  ...over,
  originalCanvasWidth: CANVAS.width,
  originalCanvasHeight: CANVAS.height,
});
const upsert = (stepId: string, elements: unknown[]) =>
  s.api.post(
    '/v1/annotations/batch-upsert',
    { workflowId, annotations: [{ stepId, elements }] },
    tok.pub,
  );

interface Gray {
  width: number;
  height: number;
  pixels: Buffer;
}

/** One decoded frame's luma at `seconds` (a playlist, a video or an image). */
function grayFrame(file: string, seconds: number | null): Gray {
  const json = execFileSync(
    defaultFfmpeg().ffprobe,
    ['-v', 'error', '-select_streams', 'v:0', '-show_streams', '-of', 'json', file],
    { encoding: 'utf8' },
  );
  const { width, height } = (JSON.parse(json) as { streams: Gray[] }).streams[0]!;
  const seek = seconds === null ? [] : ['-ss', seconds.toFixed(3)];
  const pixels = execFileSync(
    defaultFfmpeg().ffmpeg,
    [
      '-v',
      'error',
      ...seek,
      '-i',
      file,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      '-',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  expect(pixels.length).toBe(width * height);
  return { width, height, pixels };
}

/** Pixels inside the region (shrunk by `inset` px), or outside it (grown by `inset` px). */
function* pixelsOf(
  g: Gray,
  inside: boolean,
  inset: number,
  region: Region = REGION,
): Generator<number> {
  const x0 = region.x * g.width;
  const y0 = region.y * g.height;
  const x1 = x0 + region.width * g.width;
  const y1 = y0 + region.height * g.height;
  for (let y = 0; y < g.height; y++) {
    for (let x = 0; x < g.width; x++) {
      const inRegion = inside
        ? x >= x0 + inset && x < x1 - inset && y >= y0 + inset && y < y1 - inset
        : x >= x0 - inset && x < x1 + inset && y >= y0 - inset && y < y1 + inset;
      if (inRegion === inside) yield y * g.width + x;
    }
  }
}

function regionVariance(g: Gray): number {
  const values = [...pixelsOf(g, true, 2)].map((i) => g.pixels[i]!);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length;
}

/** Detail: the mean absolute difference of horizontal neighbours inside the region. */
function regionDetail(g: Gray, region: Region = REGION): number {
  const idx = [...pixelsOf(g, true, 2, region)];
  return idx.reduce((sum, i) => sum + Math.abs(g.pixels[i]! - g.pixels[i + 1]!), 0) / idx.length;
}

/** Mean absolute luma difference over the region (`inside`) or the rest of the picture. */
function meanDifference(a: Gray, b: Gray, inside: boolean, region: Region = REGION): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  // The ladder's scaling and the encoder's blocks spread the region's edge a few pixels.
  const idx = [...pixelsOf(a, inside, inside ? 0 : 8, region)];
  return idx.reduce((sum, i) => sum + Math.abs(a.pixels[i]! - b.pixels[i]!), 0) / idx.length;
}

/** Each rendition's playlist (a local file) of a master playlist's key. */
function renditionFiles(masterKey: string): string[] {
  const master = localFile(masterKey);
  const uris = readFileSync(master, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
  return uris.map((u) => join(dirname(master), u.trim()));
}

let blurStep = { id: '', start: 0 };
let circleStep = { id: '', start: 0 };
let originalMaster = '';
let originalThumbs: Record<string, string> = {};
let upload = '';

beforeAll(async () => {
  s = ctx.s;
  // Detail everywhere (moving test patterns, large text) so variance means something; 854x480
  // makes a ladder of two renditions (480p and 360p).
  const made = await makeTestVideo({
    outFile: join(ctx.dir, 'detail.mp4'),
    width: 854,
    height: 480,
    scenes: [
      { seconds: 4, pattern: 'testsrc2', text: 'FIT' },
      { seconds: 4, pattern: 'testsrc', text: 'SECRET 4711' },
      { seconds: 4, pattern: 'testsrc2', text: 'CLOSE' },
    ],
    audio: true,
  });
  upload = made.file;
  workflowId = await processedWorkflow(
    s.api,
    tok.pub,
    readFileSync(made.file),
    ctx.fx.base.workspaceId!,
    'Blur',
  );
  ctx.workflowId = workflowId;
  const rows = await stepRows();
  expect(rows.length).toBeGreaterThanOrEqual(3);
  blurStep = { id: rows[1]!.id, start: rows[1]!.startTime };
  circleStep = { id: rows[2]!.id, start: rows[2]!.startTime };
  const w = await workflowRow();
  originalMaster = w.hlsKey!;
  originalThumbs = w.imageMap ?? {};
  expect([w.videoWidth, w.videoHeight]).toEqual([854, 480]);
}, 240_000);

describe('a blur annotation is burned into the video', () => {
  it('every rendition and the thumbnail are blurred in the region, only there and then', async () => {
    const r = await s.api.post(
      '/v1/annotations/batch-upsert',
      {
        workflowId,
        annotations: [
          { stepId: blurStep.id, elements: [blurElement()] },
          { stepId: circleStep.id, elements: [CIRCLE] },
        ],
      },
      tok.pub,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.render).toMatchObject({ status: 'scheduled' });

    // A different blur while that render waits or runs: refused, the render was planned without it.
    const busy = await upsert(blurStep.id, [blurElement({ width: 100 })]);
    expect(busy.status, JSON.stringify(busy.body)).toBe(409);
    expect(busy.body.errorMessage).toBe(EditMessage.rendering);

    expect(await finishedRender()).toMatchObject({ status: 'finished' });
    const w = await workflowRow();
    expect(w.hlsKey).not.toBe(originalMaster);
    const [render] = await s.database.db
      .select()
      .from(workflowRenders)
      .where(eq(workflowRenders.workflowId, workflowId));
    expect(render!.plan.blurs?.map((b) => b.shape)).toEqual(['rectangle', 'circle']);
    const blur = render!.plan.blurs![0]!;
    expect(blur.start).toBeCloseTo(blurStep.start + BLUR.startTime, 3);
    expect(blur.end).toBeCloseTo(blurStep.start + BLUR.endTime, 3);

    const during = blurStep.start + 2;
    const after = blurStep.start + 3.5;
    const blurred = renditionFiles(w.hlsKey!);
    const original = renditionFiles(originalMaster);
    expect(blurred.length).toBe(2);
    expect(blurred.length).toBe(original.length);
    const figures: string[] = [];
    blurred.forEach((file, i) => {
      const now = grayFrame(file, during);
      const was = grayFrame(original[i]!, during);
      const ratio = regionVariance(now) / regionVariance(was);
      // Letters and edges are what must go: the neighbour differences fall far more.
      const detail = regionDetail(now) / regionDetail(was);
      const outside = meanDifference(now, was, false);
      const later = meanDifference(grayFrame(file, after), grayFrame(original[i]!, after), true);
      figures.push(
        `${now.height}p: variance ratio ${ratio.toFixed(4)}, detail ratio ${detail.toFixed(4)}, ` +
          `outside MAD ${outside.toFixed(2)}, ` +
          `region after the blur MAD ${later.toFixed(2)}`,
      );
      expect(ratio).toBeLessThan(0.15);
      expect(detail).toBeLessThan(0.1);
      expect(outside).toBeLessThan(3);
      expect(later).toBeLessThan(3);
      // The circle: smeared inside its ellipse, the corners of its box untouched.
      const at = circleStep.start + 2;
      const round = grayFrame(file, at);
      const roundWas = grayFrame(original[i]!, at);
      const core = regionDetail(round, ELLIPSE_CORE) / regionDetail(roundWas, ELLIPSE_CORE);
      const corner = meanDifference(round, roundWas, true, BOX_CORNER);
      figures.push(`circle detail ratio ${core.toFixed(4)}, box corner MAD ${corner.toFixed(2)}`);
      expect(core).toBeLessThan(0.1);
      expect(corner).toBeLessThan(3);
    });
    // The thumbnails come from the same blurred picture.
    const second = String(Math.floor(during));
    const thumb = grayFrame(localFile(w.imageMap![second]!), null);
    const thumbWas = grayFrame(localFile(originalThumbs[second]!), null);
    const thumbRatio = regionVariance(thumb) / regionVariance(thumbWas);
    figures.push(`thumbnail ${second}s: variance ratio ${thumbRatio.toFixed(4)}`);
    expect(thumbRatio).toBeLessThan(0.2);
    console.info(`[workflow-blur] ${figures.join('; ')}`);
  }, 240_000);

  it("a viewer's media link cannot be turned to the unblurred original; the editor's can", async () => {
    const played = await s.api.get('/v1/player/workflow', tok.pub, { workflowId });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    const path = (url: string) => new URL(url).pathname;
    const videoURL = path(played.body.data.item.videoURL);
    expect(videoURL).toMatch(/\/renders\/[^/]+\/hls\/master\.m3u8$/);
    expect((await s.api.get(videoURL)).status).toBe(200);
    // The same token, the path of the processed original (what the render left behind).
    const swapped = videoURL.replace(/\/renders\/[^/]+\/hls\//, '/hls/');
    expect((await s.api.get(swapped)).status).toBe(403);
    const thumb = videoURL.replace(/\/renders\/[^/]+\/hls\/master\.m3u8$/, '/poster.jpg');
    expect((await s.api.get(thumb)).status).toBe(403);
    // The editor's preview of the original (the edit document) still opens it.
    const doc = await builder();
    const original = path(doc.body.data.item.original.videoURL);
    expect(original).toMatch(/\/hls\/master\.m3u8$/);
    expect(original).not.toMatch(/renders/);
    expect((await s.api.get(original)).status).toBe(200);
  });

  it('a poster picked while the blur shows is blurred too', async () => {
    const during = blurStep.start + 2;
    const r = await s.api.put(`/v1/workflows/${workflowId}/poster`, { time: during }, tok.pub);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const poster = grayFrame(localFile((await workflowRow()).posterKey!), null);
    const source = grayFrame(upload, during);
    const detail = regionDetail(poster) / regionDetail(source);
    console.info(`[workflow-blur] poster at ${during}s: detail ratio ${detail.toFixed(4)}`);
    expect(detail).toBeLessThan(0.1);
    expect(meanDifference(poster, source, false)).toBeLessThan(3);
  });

  it('the same blur saved again renders nothing', async () => {
    const r = await upsert(blurStep.id, [blurElement()]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.render).toBeNull();
  });

  it('a cut keeps the blur, moved with its step; a title-only save renders nothing', async () => {
    const doc = (await builder()).body.data.item;
    const first = (await stepRows())[0]!;
    const cut = await save('builder', {
      version: doc.version,
      segments: [...doc.segments, { type: 'delete', stepId: first.id }],
    });
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    expect(cut.body.data.render).not.toBeNull();
    const [render] = await s.database.db
      .select()
      .from(workflowRenders)
      .where(eq(workflowRenders.id, cut.body.data.render.id));
    const shift = blurStep.start; // the first step went: the blurred step starts at 0
    expect(render!.plan.blurs).toHaveLength(2);
    expect(render!.plan.blurs![0]!.start).toBeCloseTo(BLUR.startTime + blurStep.start - shift, 3);
    expect(await finishedRender()).toMatchObject({ status: 'finished' });

    const again = (await builder()).body.data.item;
    const titled = await save('builder', {
      version: again.version,
      segments: [
        ...again.segments,
        { type: 'adjust', target: 'title', stepId: blurStep.id, title: 'Hide the serial' },
      ],
    });
    expect(titled.status, JSON.stringify(titled.body)).toBe(200);
    expect(titled.body.data.render).toBeNull();
  }, 240_000);
});
