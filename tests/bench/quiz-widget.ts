/**
 * The quiz widget's weight (issue 19): the JavaScript a host page fetches before <stepwise-quiz>
 * is interactive, budget 35 KB gzip without the chunks the player already loaded. The quiz is
 * built beside the player (the embed's ES module pass), so on a page that has the player, or in
 * the player's own quiz mask, lit, preact, core and the catalogues are already there; what the
 * budget holds is what the quiz adds. Both figures are printed, and the player's JS before its
 * first frame beside them.
 *
 * Each round is two fresh browser contexts (empty caches) on host pages of their own origin: one
 * with a <stepwise-player> of the workflow (public share), whose embed scripts once the page is
 * idle are "the player's"; one with a <stepwise-quiz> of the same workflow, interactive at its
 * `stepwise-quizstart` (dispatched once the first question is on screen; the page checks its
 * radios are there and enabled). Counted: every script the quiz page requested before then, as
 * gzip -9 of the file the server sends and as bytes on the wire. The figure is the heaviest
 * round's. The workflow's quiz is published here first when it has none (two questions written
 * through the API); both pages use the workflow's public share, whose variant of the quiz paths
 * answers any origin (as the player's does), so the host page needs no allow-listing.
 *
 *   tsx --conditions=@stepwise/source bench/quiz-widget.ts <server URL> <workflow id> \
 *     <share token> <publisher email> <password>
 * measures a running server (its /embed/v1 built) on its own; `npm run bench` does it in run.ts.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { createApi, createQuiz, getWorkflowQuiz, login, updateQuiz } from '@stepwise/api';
import type { QuizCreate } from '@stepwise/core';
import { embedPath, gzipKbOf, isEmbedScript, median } from './assistant-widget.js';

export const QUIZ_WIDGET_BUDGET_KB = 35;
const ROUNDS = Number(process.env.BENCH_WIDGET_ROUNDS ?? 3);

export interface QuizWidgetTarget {
  server: string;
  workflowId: string;
  /** The workflow's public share: both pages use it. */
  shareToken: string;
  /** An editor of the workflow (publishes the quiz when needed). */
  email: string;
  password: string;
  /** The player's scripts before its first frame (paths under /embed/v1/), to print beside. */
  playerFirstFrameScripts?: string[];
}

export interface QuizScript {
  path: string;
  gzipKb: number;
  wireKb: number;
  /** The player's page had loaded it already. */
  shared: boolean;
}

export interface QuizWidgetFigure {
  scripts: QuizScript[];
  /** All of it, and without the player's chunks (the budget's figure). */
  totalGzipKb: number;
  ownGzipKb: number;
  ownWireKb: number;
  playerFirstFrameKb: number | null;
  interactiveMs: number;
  after: string[];
  rounds: number;
}

const QUESTIONS: QuizCreate['questions'] = [
  {
    type: 'true-or-false',
    title: 'The video shows each step in order.',
    options: [
      { letter: 'A', text: 'True' },
      { letter: 'B', text: 'False' },
    ],
    correctAnswer: 'A',
    referenceSource: 'Step 1',
    explanation: 'It does.',
  },
  {
    type: 'single-selection',
    title: 'Where is the procedure shown?',
    options: [
      { letter: 'A', text: 'In the video' },
      { letter: 'B', text: 'Nowhere' },
      { letter: 'C', text: 'On paper' },
      { letter: 'D', text: 'By phone' },
    ],
    correctAnswer: 'A',
    referenceSource: 'Step 1',
    explanation: 'In the video.',
  },
];

/** Publishes a quiz for the workflow when it has none. */
async function prepareQuiz(target: QuizWidgetTarget): Promise<void> {
  const api = createApi({ baseUrl: target.server });
  await login(api, { email: target.email, password: target.password });
  const current = await getWorkflowQuiz(api, target.workflowId);
  if (!current?.published || current.questions.length === 0) {
    const quiz =
      current ?? (await createQuiz(api, { workflow: target.workflowId, questions: QUESTIONS }));
    if (current && current.questions.length === 0) {
      await updateQuiz(api, quiz.id, { questions: QUESTIONS });
    }
    await updateQuiz(api, quiz.id, { published: true });
  }
}

export const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The embed's loader tag, from `server`. */
export const loaderTag = (server: string) =>
  `<script type="module" src="${attr(`${server}/embed/v1/stepwise.mjs`)}"></script>`;

/** The page whose embed scripts, once idle, are "the player's": a public player of the workflow. */
export function playerPage(server: string, workflowId: string, shareToken: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>player</title></head>
<body>${loaderTag(server)}<stepwise-player server="${attr(server)}" workflow-id="${attr(workflowId)}"
share-token="${attr(shareToken)}" style="display:block;width:640px;aspect-ratio:16/9"></stepwise-player>
</body></html>`;
}

function pages(target: QuizWidgetTarget) {
  const server = target.server.replace(/\/+$/, '');
  const loader = loaderTag(server);
  return {
    '/player.html': playerPage(server, target.workflowId, target.shareToken),
    '/widget.html': `<!doctype html><html><head><meta charset="utf-8"><title>quiz</title></head>
<body>
<script>
  document.addEventListener('stepwise-quizstart', (event) => {
    const radio = event.target.shadowRoot?.querySelector('input[type="radio"]');
    window.__interactive = { at: performance.now(), input: Boolean(radio && !radio.disabled) };
  });
  document.addEventListener('stepwise-error', (event) => {
    window.__failed = event.detail;
  });
</script>
${loader}
<stepwise-quiz server="${attr(server)}" workflow-id="${attr(target.workflowId)}"
share-token="${attr(target.shareToken)}"></stepwise-quiz>
</body></html>`,
  };
}

async function startHost(html: Record<string, string>) {
  const host = createServer((req, res) => {
    const page = html[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(page ? 200 : 404, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(page ?? 'not found');
  });
  await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
  const { port } = host.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => host.close(() => done())),
  };
}

/** Embed scripts a page fetched (URL → bytes on the wire), recorded from the context. */
function recordWire(context: BrowserContext) {
  const wire = new Map<string, Promise<number>>();
  context.on('requestfinished', (request) => {
    if (!isEmbedScript(request.url())) return;
    wire.set(
      request.url(),
      request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize),
    );
  });
  return wire;
}

/** The player page's embed scripts once it is idle: the chunks "the player already loaded". */
async function playerScripts(browser: Browser, url: string): Promise<Set<string>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const names = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    return new Set(names.filter(isEmbedScript).map(embedPath));
  } finally {
    await context.close();
  }
}

interface Round {
  interactive: number;
  before: Map<string, number>;
  after: string[];
}

/**
 * One round on a widget's page, which sets `window.__interactive = { at, input }` when the widget
 * is usable (or `window.__failed`): the embed scripts requested before then, with their wire bytes.
 */
async function widgetRound(browser: Browser, url: string, tag: string): Promise<Round> {
  const context = await browser.newContext();
  try {
    const wire = recordWire(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => {
        const w = window as unknown as { __interactive?: unknown; __failed?: unknown };
        return w.__interactive ?? (w.__failed ? { failed: w.__failed } : undefined);
      },
      null,
      { timeout: 30_000, polling: 50 },
    );
    const ready = (await handle.jsonValue()) as { at: number; input: boolean; failed?: unknown };
    if (ready.failed) throw new Error(`<${tag}> failed: ${JSON.stringify(ready.failed)}`);
    if (!ready.input) throw new Error(`<${tag}> said it was ready without a usable control`);
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime })),
    );
    const embed = scripts.filter((s) => isEmbedScript(s.name));
    const before = new Map<string, number>();
    for (const s of embed.filter((s) => s.start <= ready.at)) {
      const bytes = await wire.get(s.name);
      if (bytes === undefined) throw new Error(`no response seen for ${s.name}`);
      before.set(s.name, bytes);
    }
    return {
      interactive: ready.at,
      before,
      after: embed.filter((s) => s.start > ready.at).map((s) => embedPath(s.name)),
    };
  } finally {
    await context.close();
  }
}

/**
 * A widget built beside the player, measured as the quiz is: `/player.html` and `/widget.html`
 * (the widget's page, see widgetRound) served from a host of their own origin; each round the
 * player's scripts once idle, then the widget's before it is interactive. The heaviest round's
 * figure, without the player's chunks and with them.
 */
export async function benchWidgetBesidePlayer(
  target: { server: string; playerFirstFrameScripts?: string[] | undefined },
  html: { '/player.html': string; '/widget.html': string },
  tag: string,
  rounds = ROUNDS,
): Promise<QuizWidgetFigure> {
  const host = await startHost(html);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const player = new Set<string>();
    const results: Round[] = [];
    for (let i = 0; i < rounds; i++) {
      for (const path of await playerScripts(browser, `${host.url}/player.html`)) player.add(path);
      results.push(await widgetRound(browser, `${host.url}/widget.html`, tag));
    }
    const gzip = new Map<string, number>();
    let heaviest: { round: Round; scripts: QuizScript[]; own: number } | undefined;
    for (const round of results) {
      const scripts: QuizScript[] = [];
      for (const [url, wireBytes] of round.before) {
        const path = embedPath(url);
        scripts.push({
          path,
          gzipKb: await gzipKbOf(url, gzip),
          wireKb: wireBytes / 1024,
          shared: player.has(path),
        });
      }
      const own = scripts.filter((s) => !s.shared).reduce((sum, s) => sum + s.gzipKb, 0);
      if (!heaviest || own > heaviest.own) heaviest = { round, scripts, own };
    }
    const { round, scripts, own } = heaviest!;
    const embedUrl = (path: string) => `${target.server.replace(/\/+$/, '')}/embed/v1/${path}`;
    let playerFirstFrameKb: number | null = null;
    if (target.playerFirstFrameScripts?.length) {
      playerFirstFrameKb = 0;
      for (const path of target.playerFirstFrameScripts) {
        playerFirstFrameKb += await gzipKbOf(embedUrl(path), gzip);
      }
    }
    return {
      scripts,
      totalGzipKb: scripts.reduce((sum, s) => sum + s.gzipKb, 0),
      ownGzipKb: own,
      ownWireKb: scripts.filter((s) => !s.shared).reduce((sum, s) => sum + s.wireKb, 0),
      playerFirstFrameKb,
      interactiveMs: median(results.map((r) => r.interactive)),
      after: round.after,
      rounds,
    };
  } finally {
    await browser.close();
    await host.close();
  }
}

/** Measures the widget from a running Stepwise server whose /embed/v1 is built. */
export async function benchQuizWidget(
  target: QuizWidgetTarget,
  rounds = ROUNDS,
): Promise<QuizWidgetFigure> {
  await prepareQuiz(target);
  return benchWidgetBesidePlayer(target, pages(target), 'stepwise-quiz', rounds);
}

/** How a widget measured beside the player is named in the printout. */
export interface WidgetLabels {
  /** 'Quiz widget'. */
  title: string;
  tag: string;
  /** 'quiz': the rows' word. */
  short: string;
  /** What "interactive" means for it: 'first question on screen'. */
  interactive: string;
  /** 'first question usable'. */
  usable: string;
  budgetKb: number;
}

/** Prints a widget's figure beside its budget and the player's; true when it holds. */
export function printWidgetBesidePlayer(figure: QuizWidgetFigure, labels: WidgetLabels): boolean {
  const pass = figure.ownGzipKb <= labels.budgetKb && figure.scripts.length > 0;
  console.log(
    `\n${labels.title}: JavaScript before <${labels.tag}> is interactive (script tag, ` +
      `${labels.interactive}, empty cache, heaviest of ${figure.rounds} rounds)`,
  );
  console.table([
    ...figure.scripts.map((s) => ({
      figure: `  ${s.path}${s.shared ? ' (the player loaded it)' : ''}`,
      'KB gzip': s.gzipKb.toFixed(1),
      'KB on the wire': s.wireKb.toFixed(1),
      budget: '',
      result: '',
    })),
    {
      figure: `${labels.short} JS before interactive, without the player’s chunks (gzip)`,
      'KB gzip': figure.ownGzipKb.toFixed(1),
      'KB on the wire': figure.ownWireKb.toFixed(1),
      budget: `<= ${labels.budgetKb} KB`,
      result: pass ? 'PASS' : 'FAIL',
    },
    {
      figure: `${labels.short} JS before interactive, alone on a page (gzip)`,
      'KB gzip': figure.totalGzipKb.toFixed(1),
      'KB on the wire': '',
      budget: '',
      result: '',
    },
    {
      figure: 'beside it: the player’s JS before its first frame (gzip)',
      'KB gzip': figure.playerFirstFrameKb === null ? 'n/a' : figure.playerFirstFrameKb.toFixed(1),
      'KB on the wire': '',
      budget: '',
      result: '',
    },
  ]);
  console.log(
    `${labels.usable} at ${Math.round(figure.interactiveMs)} ms (median); after it, not ` +
      `counted: ${figure.after.join(', ') || 'nothing'}`,
  );
  return pass;
}

/** Prints the figure beside its budget and the player's; true when it holds. */
export function printQuizWidget(figure: QuizWidgetFigure): boolean {
  return printWidgetBesidePlayer(figure, {
    title: 'Quiz widget',
    tag: 'stepwise-quiz',
    short: 'quiz',
    interactive: 'first question on screen',
    usable: 'first question usable',
    budgetKb: QUIZ_WIDGET_BUDGET_KB,
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [server, workflowId, shareToken, email, password] = process.argv.slice(2);
  if (!server || !workflowId || !shareToken || !email || !password) {
    throw new Error(
      'usage: quiz-widget.ts <server URL> <workflow id> <share token> <email> <password>',
    );
  }
  const figure = await benchQuizWidget({ server, workflowId, shareToken, email, password });
  if (!printQuizWidget(figure)) process.exitCode = 1;
}
