/**
 * `npm run bench:assistant -w @stepwise/tests`: only the assistant retrieval figures (PGlite, and
 * PostgreSQL when the npm script's with-postgres.sh found Debian's postgresql).
 */
import { benchAssistant, printAssistant } from './assistant.js';

if (!printAssistant(await benchAssistant())) process.exitCode = 1;
