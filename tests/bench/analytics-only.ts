/**
 * `npm run bench:analytics -w @stepwise/tests`: only the analytics query figures (PGlite, and
 * PostgreSQL when the npm script's with-postgres.sh found Debian's postgresql).
 */
import { benchAnalytics, printAnalytics } from './analytics.js';

if (!printAnalytics(await benchAnalytics())) process.exitCode = 1;
