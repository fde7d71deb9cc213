import { z } from 'zod';
import { ROLES } from './role.js';

// The wire schema of roles; the rules and types stay zod-free in role.ts (see README: the
// portal's first visit loads no zod).
export const roleSchema = z.enum(ROLES);
