/**
 * The annotation layer's start-up cost (issue 22): the player's JavaScript before its first frame
 * must be the same for a workflow with annotations as for one without — the layer's code (its
 * SVG drawing and geometry) is a chunk of its own that the view imports only for an annotated
 * workflow, after the picture's first frame.
 *
 * Design: the same workflow and stream, measured twice on the same element pages. "Without" is
 * the main player rounds (the workflow has no annotations then); "with" writes annotations on
 * its first step through POST /v1/annotations/batch-upsert (shown from 0 s), runs the native and
 * deep-link element pages again, and clears them afterwards (the figures that follow, the quiz
 * widget's, play the workflow as it was). The figure is the gzip -9 of the scripts a typical
 * load fetched before its first frame, without hls.js; the budget is unchanged (<= +0.1 KB). One
 * more load of the annotated page waits for the layer to be drawn and reports the chunk it came
 * in and when it arrived, which shows the layer is there and came after the first frame.
 */
import type { Browser } from '@playwright/test';
import { createApi, getPlayerWorkflow, login, upsertAnnotations } from '@stepwise/api';
import type { AnnotationElementInput } from '@stepwise/core';
import { launchBenchBrowser } from './browser.js';
import { total } from './embed-weight.js';
import type { PageHost } from './player-pages.js';
// Types only: player.ts runs this bench (a value import would be a cycle).
import type { FirstFrameFigure, FirstFrameScenario } from './player.js';

/** The budget: what an annotated workflow may add before the first frame (gzip KB). */
export const ANNOTATION_BUDGET_KB = 0.1;
/** Rounds of the annotated pages per CPU setting (the layer's figure is a weight, not a time). */
export const ANNOTATION_ROUNDS = Number(process.env.BENCH_ANNOTATION_ROUNDS ?? 9);

/**
 * How the player bench measures pages (player.ts benchFirstFrames, bound to its host and
 * stream), and the pages measured: the native element page and the deep link (which loads the
 * element's own chunk before its first frame).
 */
export interface AnnotatedRounds {
  measure: (scenarios: FirstFrameScenario[], rounds: number) => Promise<FirstFrameFigure[]>;
  scenarios: FirstFrameScenario[];
}

/** A rectangle, an arrow and a text on the 676 x 380 canvas, from 0 s for a minute. */
function elements(): AnnotationElementInput[] {
  const common = {
    startTime: 0,
    endTime: 60,
    originalCanvasWidth: 676,
    originalCanvasHeight: 380,
  };
  return [
    {
      ...common,
      id: 'bench-rect',
      type: 'shape',
      shape: 'rectangle',
      left: 100,
      top: 60,
      width: 200,
      height: 80,
      stroke: '#ff0000',
      strokeType: 'dashed',
    },
    {
      ...common,
      id: 'bench-arrow',
      type: 'arrow',
      left: 380,
      top: 200,
      startX: 380,
      startY: 200,
      endX: 480,
      endY: 260,
      stroke: '#4689f4',
      strokeWidth: 6,
    },
    {
      ...common,
      id: 'bench-text',
      type: 'i-text',
      left: 60,
      top: 300,
      text: 'Here',
      fill: '#ffffff',
    },
  ];
}

export interface LayerLoad {
  /** The layer's chunk(s) (paths under /embed/v1/), when it was drawn. */
  chunks: string[];
  /** When the last of them arrived, and the page's first frame (ms since navigation). */
  chunkEndMs?: number;
  firstFrameMs: number;
  /** Elements the layer drew. */
  drawn: number;
}

export interface AnnotationWeight {
  /** The annotated workflow's figures (both CPU settings) of these pages. */
  figures: FirstFrameFigure[];
  scenarios: FirstFrameScenario[];
  layer: LayerLoad | { error: string };
}

/** One load of the annotated native page: wait for the layer to draw, and where it came from. */
async function layerLoad(browser: Browser, url: string): Promise<LayerLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const drawn = await page.waitForFunction(
      () =>
        document
          .querySelector('stepwise-player')
          ?.shadowRoot?.querySelectorAll('[data-testid="player-annotations"] [data-annotation-id]')
          .length,
      null,
      { timeout: 30_000, polling: 50 },
    );
    return {
      drawn: (await drawn.jsonValue()) as number,
      ...(await page.evaluate(() => {
        const layer = performance
          .getEntriesByType('resource')
          .filter((e) => /\/embed\/v1\/chunks\/annotation-layer-/.test(e.name));
        const ends = layer.map((e) => (e as PerformanceResourceTiming).responseEnd);
        return {
          chunks: layer.map((e) => new URL(e.name).pathname.replace(/^.*\/embed\/v1\//, '')),
          ...(ends.length ? { chunkEndMs: Math.max(...ends) } : {}),
          firstFrameMs: (window as unknown as { __firstFrame?: number }).__firstFrame ?? NaN,
        };
      })),
    };
  } finally {
    await context.close();
  }
}

/**
 * The annotated rounds on `host` (whose element pages embed `workflowId`): annotations written,
 * measured, and cleared again whatever happens.
 */
export async function benchAnnotationWeight(
  host: PageHost,
  target: { baseUrl: string; email: string; password: string; workflowId: string },
  rounds: AnnotatedRounds,
): Promise<AnnotationWeight> {
  const api = createApi({ baseUrl: target.baseUrl });
  await login(api, { email: target.email, password: target.password });
  const workflow = await getPlayerWorkflow(api, target.workflowId);
  const stepId = workflow.steps[0]?.id;
  if (!stepId) throw new Error('The bench workflow has no step to annotate.');
  const write = (list: AnnotationElementInput[]) =>
    upsertAnnotations(api, {
      workflowId: target.workflowId,
      annotations: [{ stepId, elements: list }],
    });
  await write(elements());
  try {
    const figures = await rounds.measure(rounds.scenarios, ANNOTATION_ROUNDS);
    const browser = await launchBenchBrowser();
    let layer: AnnotationWeight['layer'];
    try {
      layer = await layerLoad(browser, `${host.origin}${rounds.scenarios[0]!.path}`);
    } catch (error) {
      layer = { error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
    } finally {
      await browser.close();
    }
    return { figures, scenarios: rounds.scenarios, layer };
  } finally {
    await write([]);
  }
}

const beforeFrame = (figures: readonly FirstFrameFigure[], scenario: string, cpu: number) =>
  (figures.find((f) => f.scenario === scenario && f.cpuSlowdown === cpu)?.scripts ?? []).filter(
    (s) => !/(^|\/)hls-/.test(s),
  );

/**
 * Prints 'player JS before first frame with annotations' against the same without (the main
 * rounds' `plain` figures), per page and CPU setting, and the layer's own load; true when every
 * row is within the budget, no layer code came before a first frame and the layer was drawn.
 */
export function printAnnotationWeight(
  plain: readonly FirstFrameFigure[],
  annotated: AnnotationWeight,
): boolean {
  const rows = annotated.scenarios.flatMap((scenario) =>
    [1, 4].map((cpu) => {
      const without = beforeFrame(plain, scenario.name, cpu);
      const withAnnotations = beforeFrame(annotated.figures, scenario.name, cpu);
      const a = total(without).gzip;
      const b = total(withAnnotations).gzip;
      const layerEarly = withAnnotations.some((s) => /annotation-layer-/.test(s));
      const ok = without.length > 0 && withAnnotations.length > 0 && b - a <= ANNOTATION_BUDGET_KB;
      return {
        figure: `player JS before first frame with annotations (${scenario.name})`,
        CPU: cpu === 1 ? 'normal' : `${cpu}x slower`,
        'without KB gzip': a.toFixed(1),
        'with KB gzip': b.toFixed(1),
        'change KB': (b - a).toFixed(2),
        budget: `unchanged (<= +${ANNOTATION_BUDGET_KB} KB)`,
        result: ok && !layerEarly ? 'PASS' : 'FAIL',
      };
    }),
  );
  console.log(
    '\nAnnotation layer (issue 22): the JavaScript before the first frame of the same workflow ' +
      'without annotations (the rounds above) and with them (gzip -9, no hls.js)',
  );
  console.table(rows);
  const layer = annotated.layer;
  let layerOk = false;
  if ('error' in layer) {
    console.log(`Annotation layer: not drawn on the annotated page (${layer.error}) FAIL`);
  } else {
    const after = layer.chunkEndMs !== undefined && layer.chunkEndMs > layer.firstFrameMs;
    layerOk = layer.drawn > 0 && layer.chunks.length > 0 && after;
    console.log(
      `Annotation layer: ${layer.drawn} elements drawn; its chunk ` +
        `${layer.chunks.join(', ') || 'not seen'} (${total(layer.chunks).gzip.toFixed(1)} KB gzip) ` +
        `arrived at ${Math.round(layer.chunkEndMs ?? NaN)} ms, after the first frame at ` +
        `${Math.round(layer.firstFrameMs)} ms: ${layerOk ? 'PASS' : 'FAIL'}`,
    );
  }
  return layerOk && rows.every((r) => r.result === 'PASS');
}
