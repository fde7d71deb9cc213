import { z } from 'zod';
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  type FeatureFlagName,
} from './feature-flags.js';

// The wire schema of feature flags; the rules and types stay zod-free in feature-flags.ts (see README: the
// portal's first visit loads no zod).

function flagShape<T>(make: (name: FeatureFlagName) => T): Record<FeatureFlagName, T> {
  return Object.fromEntries(FEATURE_FLAG_NAMES.map((name) => [name, make(name)])) as Record<
    FeatureFlagName,
    T
  >;
}

export const featureFlagsSchema = z.object(
  flagShape((name) => z.boolean().default(DEFAULT_FEATURE_FLAGS[name])),
);

/** Partial and strict, with no defaults, so an update never resets flags it did not mention. */
export const featureFlagsUpdateSchema = z.strictObject(flagShape(() => z.boolean().optional()));
