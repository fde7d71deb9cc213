import { describe, expect, it } from 'vitest';
import * as core from './index.js';
import * as root from '../index.js';

describe('public entries', () => {
  it('the package root re-exports every core value', () => {
    for (const name of Object.keys(core)) expect(root, name).toHaveProperty(name);
  });
});
