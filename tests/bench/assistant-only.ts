/**
 * `npm run bench:assistant -w @stepwise/tests`: only the assistant retrieval figures (PGlite, and
 * PostgreSQL when the npm script's with-postgres.sh found Debian's postgresql).
 */
import { benchAssistant, printAssistant } from './assistant.js';
import { benchAnswerability, printAnswerability } from './answerability.js';

const retrieval = printAssistant(await benchAssistant());
const answers = printAnswerability(await benchAnswerability());
if (!retrieval || !answers) process.exitCode = 1;
