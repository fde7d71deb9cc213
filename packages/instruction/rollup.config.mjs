// The publishable build (scripts/rollup-library.mjs): ESM and .d.ts in dist/, from the exports map.
import { libraryConfig } from '../../scripts/rollup-library.mjs';

export default libraryConfig(import.meta.url);
