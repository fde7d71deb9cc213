/**
 * The instruction widget's weight (issue 20 "Size"): the JavaScript a host page fetches before
 * <stepwise-instruction> is interactive, budget 40 KB gzip without the chunks the player already
 * loaded, counted as the quiz's is (quiz-widget.ts: the widget is built beside the player in the
 * embed's ES module pass). Interactive: `stepwise-ready` with the view's Start button enabled.
 *
 * Each round: the player's page (a public player of the workflow), then the instruction's page, a
 * published SOP opened with its public share (written here through the API: support/
 * instruction-seed.ts), each in a fresh context on a host page of its own origin.
 *
 *   tsx --conditions=@stepwise/source bench/instruction-widget.ts <server URL> <workflow id> \
 *     <workflow share token> <publisher email> <password>
 * measures a running server (its /embed/v1 built) on its own; `npm run bench` does it in run.ts.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedPublicInstruction } from '../e2e/support/instruction-seed.js';
import {
  attr,
  benchWidgetBesidePlayer,
  loaderTag,
  playerPage,
  printWidgetBesidePlayer,
  type QuizWidgetFigure,
  type QuizWidgetTarget,
} from './quiz-widget.js';

export const INSTRUCTION_WIDGET_BUDGET_KB = 40;

/** The player's workflow and share (the "player's chunks" page) and a publisher to write the SOP. */
export type InstructionWidgetTarget = QuizWidgetTarget;

function instructionPage(server: string, instructionId: string, shareToken: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>instruction</title></head>
<body>
<script>
  document.addEventListener('stepwise-ready', (event) => {
    const start = event.target.shadowRoot?.querySelector('[part="start"]');
    window.__interactive = { at: performance.now(), input: Boolean(start && !start.disabled) };
  });
  document.addEventListener('stepwise-error', (event) => {
    window.__failed = event.detail;
  });
</script>
${loaderTag(server)}
<stepwise-instruction server="${attr(server)}" instruction-id="${attr(instructionId)}"
share-token="${attr(shareToken)}"></stepwise-instruction>
</body></html>`;
}

/** Measures the widget from a running Stepwise server whose /embed/v1 is built. */
export async function benchInstructionWidget(
  target: InstructionWidgetTarget,
): Promise<QuizWidgetFigure> {
  const server = target.server.replace(/\/+$/, '');
  const sop = await seedPublicInstruction(server, target.email, target.password, 'Bench SOP');
  return benchWidgetBesidePlayer(
    target,
    {
      '/player.html': playerPage(server, target.workflowId, target.shareToken),
      '/widget.html': instructionPage(server, sop.instruction.id, sop.shareToken),
    },
    'stepwise-instruction',
  );
}

/** Prints the figure beside its budget and the player's; true when it holds. */
export function printInstructionWidget(figure: QuizWidgetFigure): boolean {
  return printWidgetBesidePlayer(figure, {
    title: 'Instruction widget',
    tag: 'stepwise-instruction',
    short: 'instruction',
    interactive: 'the SOP on screen with Start enabled',
    usable: 'SOP usable',
    budgetKb: INSTRUCTION_WIDGET_BUDGET_KB,
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [server, workflowId, shareToken, email, password] = process.argv.slice(2);
  if (!server || !workflowId || !shareToken || !email || !password) {
    throw new Error(
      'usage: instruction-widget.ts <server URL> <workflow id> <share token> <email> <password>',
    );
  }
  const figure = await benchInstructionWidget({ server, workflowId, shareToken, email, password });
  if (!printInstructionWidget(figure)) process.exitCode = 1;
}
