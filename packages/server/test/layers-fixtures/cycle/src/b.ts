// The other half of the cycle: b.ts imports a.ts, which imports b.ts.
import type { A } from './a.js';

export interface B {
  a?: A;
}
