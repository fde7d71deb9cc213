import { z } from 'zod';
import { PinResetStatus } from './login.js';

// The wire schema of sign-in values; the rules and types stay zod-free in login.ts (see README: the
// portal's first visit loads no zod).

/** 000 §3 "Employee ID PIN status: resetStatus": one of the values, or null before any PIN. */
export const pinResetStatusSchema = z
  .enum([PinResetStatus.Valid, PinResetStatus.Pending, PinResetStatus.ResetRequired])
  .nullable();
