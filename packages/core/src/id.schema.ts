import { z } from 'zod';
import { ID_MAX_LENGTH } from './constants.js';
import { ID_PATTERN } from './id.js';

export const idSchema = z
  .string()
  .min(1)
  .max(ID_MAX_LENGTH)
  .regex(ID_PATTERN, { message: 'id may only contain letters, digits, _ . : -' });

export type Id = z.infer<typeof idSchema>;

export const isoDateTimeSchema = z.iso.datetime({ offset: true });
