// Outside the cycle: imported by nothing, importing a.ts only.
import type { A } from './a.js';

export type Leaf = A;
