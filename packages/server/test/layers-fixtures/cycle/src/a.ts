// One half of a deliberate import cycle (test/layers.test.ts): a type-only edge back to b.ts.
import type { B } from './b.js';

export interface A {
  b?: B;
}
