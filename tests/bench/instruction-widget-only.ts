/**
 * `npm run bench:instruction-widget -w @stepwise/tests`: only the instruction widget's figure
 * (issue 20), on a fresh server with a publicly shared workflow (widget-only.ts; the player's page
 * of each round); a publicly shared SOP is published, and <stepwise-instruction>'s JavaScript
 * before it is interactive measured.
 */
import { benchInstructionWidget, printInstructionWidget } from './instruction-widget.js';
import { benchWidgetOnly } from './widget-only.js';

await benchWidgetOnly('instruction', async (target) =>
  printInstructionWidget(await benchInstructionWidget(target)),
);
