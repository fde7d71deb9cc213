/**
 * Issue 22 must-show, the annotation editor (/editor/{id}/annotations) in Chromium: on a fresh
 * processed workflow of its own, draw with the mouse an arrow, a rectangle, a text (with its
 * background, so its top-left is a box) and a blur on the first step; a 10 px drag with the arrow
 * and with the rectangle is rejected (the translated note, nothing added); save; the records read
 * back through the API are as drawn; then the player shows the arrow, the rectangle and the text
 * at their times and sizes, (a) on the portal's player page and (b) in <stepwise-player> on a
 * host page of another width: each element's screen position is its stored coordinates times
 * layerWidth / originalCanvasWidth plus the layer's offset, within 2 px; outside their time range
 * they are not shown; the blur is never drawn by the player (it is burned into the video by the
 * re-render the save started, which part 2's spec measures; this one checks the player first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import {
  ensureContentShare,
  getAnnotationsBySteps,
  getPlayerWorkflow,
  publishWorkflow,
  updateContentShare,
  type Api,
} from '@stepwise/api';
import type { AnnotationElement, PlayerStep } from '@stepwise/core';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PortalPage } from '../fixtures/portal-page.js';
import { PUBLISHER, signedInApi } from './support/api-client.js';
import { e2eEnv } from './support/e2e-env.js';
import { editorWorkflow } from './support/editor-workflow.js';
import { REPO } from './support/paths.js';

test.describe.configure({ mode: 'serial' });

const title = `Annotations ${Date.now().toString(36)}`;
let baseUrl = '';
let workflowId = '';
let publisher: Api;
let step: PlayerStep;
let example: ChildProcess | undefined;

/** What the test draws, in canvas pixels (inside any canvas wider than 600 px). */
const ARROW = { from: { x: 100, y: 200 }, to: { x: 260, y: 200 } };
const RECT = { from: { x: 300, y: 60 }, to: { x: 420, y: 140 } };
const TEXT_AT = { x: 60, y: 40 };
const TEXT = 'Check';
const BLUR = { from: { x: 480, y: 220 }, to: { x: 600, y: 320 } };
/** New elements last 3 s from the playhead (0): inside at 1.5 s, outside at 4.5 s. */
const INSIDE = 1.5;
const OUTSIDE = 4.5;

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  const env = e2eEnv();
  // The server without speech-to-text: this workflow is published, and one with the test
  // video's transcript would become a second source of the assistant's answers on the 'ai'
  // server, where assistant-llm.spec.ts expects the player fixture's passages.
  baseUrl = env.plainUrl;
  publisher = await signedInApi(baseUrl, PUBLISHER, env.password);
  ({ workflowId } = await editorWorkflow(publisher, env, title));
  const workflow = await getPlayerWorkflow(publisher, workflowId);
  const first = [...workflow.steps].sort((a, b) => a.order - b.order)[0];
  if (!first) throw new Error('The processed workflow has no steps.');
  expect(first.endTime - first.startTime).toBeGreaterThan(OUTSIDE + 0.5);
  step = first;
});

test.afterAll(() => {
  example?.kill('SIGTERM');
});

/** Drags on the canvas from one canvas point to another, as a user does with the mouse. */
async function drag(page: Page, canvas: Locator, from: Point, to: Point) {
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + from.x, box.y + from.y);
  await page.mouse.down();
  await page.mouse.move(box.x + (from.x + to.x) / 2, box.y + (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(box.x + to.x, box.y + to.y, { steps: 4 });
  await page.mouse.up();
}
type Point = { x: number; y: number };

const near = (actual: number, expected: number, what: string, slack = 2) =>
  expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    slack,
  );

test('draw, reject a short stroke, save, read back; the player shows them scaled at their times', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await new PortalPage(page, baseUrl).signIn(PUBLISHER, e2eEnv().password);
  await page.goto(`${baseUrl}/editor/${workflowId}/annotations`);
  const canvas = page.getByTestId('annotate-canvas');
  await expect(page.getByTestId('annotate-fabric')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('annotate-canvas-loading')).toHaveCount(0);
  await page.locator(`[data-testid="annotate-step"][data-step-id="${step.id}"]`).click();
  // The canvas is 676 x 380 where there is room (less in a narrower window); elements record it.
  const canvasWidth = Number(await canvas.getAttribute('data-canvas-width'));
  expect(canvasWidth).toBeGreaterThan(600);
  const rows = page.getByTestId('annotate-time-row');
  await expect(page.getByTestId('annotate-empty')).toBeVisible();

  const tool = (name: string) => page.getByTestId(`annotate-tool-${name}`);
  await tool('arrow').click();
  await expect(tool('arrow')).toHaveAttribute('aria-pressed', 'true');
  await drag(page, canvas, ARROW.from, ARROW.to);
  await expect(rows).toHaveCount(1);

  await tool('shape').click();
  await page.getByTestId('annotate-shape-rectangle').click();
  await drag(page, canvas, RECT.from, RECT.to);
  await expect(rows).toHaveCount(2);

  // Too short (10 px): a note says so and nothing is added, with either tool.
  await drag(page, canvas, { x: 200, y: 300 }, { x: 210, y: 300 });
  const tooShort = page.getByRole('status').filter({ hasText: 'Too short: drag at least 20 px' });
  await expect(tooShort).toBeVisible();
  await tool('arrow').click();
  await drag(page, canvas, { x: 200, y: 300 }, { x: 200, y: 310 });
  await expect(tooShort).toBeVisible();
  await expect(rows).toHaveCount(2);

  await tool('i-text').click();
  await page.getByTestId('annotate-text-background').click();
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + TEXT_AT.x, box.y + TEXT_AT.y);
  await expect(rows).toHaveCount(3);
  // The new text opens for typing, its placeholder selected (fabric's hidden textarea).
  await expect(page.locator('textarea[data-fabric="textarea"]')).toBeFocused();
  await page.keyboard.type(TEXT);
  await page.keyboard.press('Escape');

  await tool('blur').click();
  await drag(page, canvas, BLUR.from, BLUR.to);
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toHaveAttribute('data-element-type', 'arrow');

  await page.getByTestId('annotate-save').click();
  await expect(page.getByTestId('annotate-saved')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByTestId('render-progress').or(page.getByTestId('annotate-render-done')),
  ).toBeVisible({ timeout: 20_000 });

  // Read back: one record for the step, the elements as drawn.
  const records = await getAnnotationsBySteps(publisher, [step.id]);
  expect(records).toHaveLength(1);
  const els = records[0]!.elements;
  const byType = <T extends AnnotationElement['type']>(type: T) =>
    els.find((e) => e.type === type) as Extract<AnnotationElement, { type: T }>;
  expect(els.map((e) => e.type).sort()).toEqual(['arrow', 'blur', 'i-text', 'shape']);
  for (const e of els) {
    near(e.originalCanvasWidth, canvasWidth, 'canvas width', 0.1);
    near(e.originalCanvasHeight, (canvasWidth * 380) / 676, 'canvas height', 0.1);
    expect([e.startTime, e.endTime]).toEqual([0, 3]);
  }
  const arrow = byType('arrow');
  near(arrow.startX, ARROW.from.x, 'arrow tail x', 1);
  near(arrow.startY, ARROW.from.y, 'arrow tail y', 1);
  near(arrow.endX, ARROW.to.x, 'arrow tip x', 1);
  near(arrow.endY, ARROW.to.y, 'arrow tip y', 1);
  const rect = byType('shape');
  expect(rect.shape).toBe('rectangle');
  near(rect.left, RECT.from.x, 'rect left', 1);
  near(rect.top, RECT.from.y, 'rect top', 1);
  near(rect.width! * rect.scaleX, RECT.to.x - RECT.from.x, 'rect width', 1);
  near(rect.height! * rect.scaleY, RECT.to.y - RECT.from.y, 'rect height', 1);
  const text = byType('i-text');
  expect(text.text).toBe(TEXT);
  expect(text.fontFamily).toBe('Noto Serif');
  near(text.left, TEXT_AT.x, 'text left', 1);
  near(text.top, TEXT_AT.y, 'text top', 1);
  const blur = byType('blur');
  near(blur.left, BLUR.from.x, 'blur left', 1);
  near((blur.width ?? 0) * blur.scaleX, BLUR.to.x - BLUR.from.x, 'blur width', 1);

  // The player: published (the signed-in player plays published workflows), publicly shared
  // for the host page.
  await publishWorkflow(publisher, workflowId);
  const share = await ensureContentShare(publisher, workflowId);
  await updateContentShare(publisher, share.id, { externalAccessType: 'public' });

  // (a) the portal's player page.
  // The layer loads once the first frame is shown; then the viewer moves into the range.
  await page.goto(`${baseUrl}/player/${workflowId}`);
  const portalLayer = page.getByTestId('player-annotations');
  await expect(portalLayer).toHaveCount(1, { timeout: 30_000 });
  const portalVideo = page.getByTestId('player-route').locator('video');
  const seekPortal = (t: number) =>
    portalVideo.evaluate((v: HTMLVideoElement, at) => {
      v.currentTime = at;
    }, t);
  await seekPortal(step.startTime + INSIDE);
  await checkDrawn(portalLayer, { arrow, rect, text }, blur.id);
  const portalWidth = (await portalLayer.boundingBox())!.width;
  await page
    .getByTestId('player-route')
    .locator('video')
    .evaluate((v: HTMLVideoElement, t) => {
      v.currentTime = t;
    }, step.startTime + OUTSIDE);
  await expect(portalLayer.locator('[data-annotation-id]')).toHaveCount(0, { timeout: 10_000 });

  // (b) <stepwise-player> on a host page of its own origin, narrower.
  const hostUrl = await startHostPage(share.id);
  await page.setViewportSize({ width: 560, height: 800 });
  await page.goto(`${hostUrl}?muted`);
  const element = page.locator('stepwise-player');
  const hostLayer = element.getByTestId('player-annotations');
  await expect(hostLayer).toHaveCount(1, { timeout: 30_000 });
  await element.evaluate(
    (el: HTMLElement & { seek(t: number): void }, t) => el.seek(t),
    step.startTime + INSIDE,
  );
  await checkDrawn(hostLayer, { arrow, rect, text }, blur.id);
  expect(Math.abs((await hostLayer.boundingBox())!.width - portalWidth)).toBeGreaterThan(50);
  await element.evaluate(
    (el: HTMLElement & { seek(t: number): void }, t) => el.seek(t),
    step.startTime + OUTSIDE,
  );
  await expect(hostLayer.locator('[data-annotation-id]')).toHaveCount(0, { timeout: 10_000 });
});

type Drawn = {
  arrow: Extract<AnnotationElement, { type: 'arrow' }>;
  rect: Extract<AnnotationElement, { type: 'shape' }>;
  text: Extract<AnnotationElement, { type: 'i-text' }>;
};

/**
 * Screen points of an element's parts, through the SVG's own transforms: the first <rect>'s
 * corners, the <line>'s start (the arrow's tail) and the <polygon>'s first point (its tip).
 */
function parts(g: Locator) {
  return g.evaluate((node: Element) => {
    const at = (el: SVGGraphicsElement, x: number, y: number) => {
      const p = new DOMPoint(x, y).matrixTransform(el.getScreenCTM()!);
      return { x: p.x, y: p.y };
    };
    const rect = node.querySelector('rect');
    const line = node.querySelector('line');
    const poly = node.querySelector('polygon');
    const r = rect && {
      x: rect.x.baseVal.value,
      y: rect.y.baseVal.value,
      w: rect.width.baseVal.value,
      h: rect.height.baseVal.value,
    };
    return {
      topLeft: rect && r ? at(rect, r.x, r.y) : null,
      bottomRight: rect && r ? at(rect, r.x + r.w, r.y + r.h) : null,
      tail: line ? at(line, line.x1.baseVal.value, line.y1.baseVal.value) : null,
      tip: poly ? at(poly, poly.points.getItem(0).x, poly.points.getItem(0).y) : null,
    };
  });
}

async function checkDrawn(layer: Locator, drawn: Drawn, blurId: string) {
  for (const e of Object.values(drawn)) {
    await expect(layer.locator(`[data-annotation-id="${e.id}"]`)).toHaveCount(1, {
      timeout: 30_000,
    });
  }
  await expect(layer.locator(`[data-annotation-id="${blurId}"]`)).toHaveCount(0);
  await expect(layer.locator('[data-annotation-type="blur"]')).toHaveCount(0);
  const box = (await layer.boundingBox())!;
  const k = box.width / drawn.arrow.originalCanvasWidth;
  const sx = (x: number) => box.x + x * k;
  const sy = (y: number) => box.y + y * k;
  const of = (id: string) => parts(layer.locator(`[data-annotation-id="${id}"]`));

  const arrow = await of(drawn.arrow.id);
  near(arrow.tail!.x, sx(drawn.arrow.startX), 'player arrow tail x');
  near(arrow.tail!.y, sy(drawn.arrow.startY), 'player arrow tail y');
  near(arrow.tip!.x, sx(drawn.arrow.endX), 'player arrow tip x');
  near(arrow.tip!.y, sy(drawn.arrow.endY), 'player arrow tip y');

  const r = drawn.rect;
  const rect = await of(r.id);
  near(rect.topLeft!.x, sx(r.left), 'player rect left');
  near(rect.topLeft!.y, sy(r.top), 'player rect top');
  near(rect.bottomRight!.x, sx(r.left + r.width! * r.scaleX), 'player rect right');
  near(rect.bottomRight!.y, sy(r.top + r.height! * r.scaleY), 'player rect bottom');

  const text = await of(drawn.text.id);
  near(text.topLeft!.x, sx(drawn.text.left), 'player text left');
  near(text.topLeft!.y, sy(drawn.text.top), 'player text top');
}

/** examples/script-tag served from an origin of its own for this workflow's public share. */
async function startHostPage(shareId: string): Promise<string> {
  example = spawn(
    process.execPath,
    [
      join(REPO, 'examples/script-tag/serve.mjs'),
      ...['--port', '0', '--server', baseUrl],
      ...['--workflow', workflowId, '--token', shareId],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise<string>((resolve, reject) => {
    let out = '';
    example!.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /EXAMPLE (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    example!.on('exit', (code) => reject(new Error(`the example server exited with ${code}`)));
  });
}
