/**
 * `npm run bench:quiz-widget -w @stepwise/tests`: only the quiz widget's figure (issue 19), on a
 * fresh server with a publicly shared workflow (widget-only.ts); a quiz is published for it, and
 * <stepwise-quiz>'s JavaScript before it is interactive measured. The player's own first-frame
 * figure comes with `npm run bench`, which prints both.
 */
import { benchQuizWidget, printQuizWidget } from './quiz-widget.js';
import { benchWidgetOnly } from './widget-only.js';

await benchWidgetOnly('quiz', async (target) => printQuizWidget(await benchQuizWidget(target)));
