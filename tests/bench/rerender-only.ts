/**
 * `npm run bench:rerender -w @stepwise/tests`: only the re-render figure (issue 21): no server,
 * no database; about three minutes on two cores.
 */
import { benchRerender, printRerender } from './rerender.js';

if (!printRerender(await benchRerender())) process.exitCode = 1;
