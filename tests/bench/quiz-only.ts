/**
 * `npm run bench:quiz -w @stepwise/tests`: only the offline quiz generator's figures (pure: no
 * server, no database, a second or two).
 */
import { benchQuizGenerator, printQuizGenerator } from './quiz-generator.js';

if (!printQuizGenerator(await benchQuizGenerator())) process.exitCode = 1;
