// lint-as: packages/server/src/domain/layers-fixture.ts
// Wrong way, types only: how the old cycles through app.ts began.
import type { BuildAppOptions } from '../app.js';

export type Options = BuildAppOptions;
