import { z } from 'zod';
import { ID_MAX_LENGTH } from './constants.js';

// Ids travel in URL paths (/v1/workspaces/{id}), so they are kept to path-safe characters.
export const ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;

export const idSchema = z
  .string()
  .min(1)
  .max(ID_MAX_LENGTH)
  .regex(ID_PATTERN, { message: 'id may only contain letters, digits, _ . : -' });

export type Id = z.infer<typeof idSchema>;

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
