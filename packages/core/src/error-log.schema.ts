import { z } from 'zod';
import { ERROR_LOG_LIMITS } from './error-log.js';
import { idSchema } from './id.schema.js';

const deviceInfoSchema = z.union([
  z.string().max(ERROR_LOG_LIMITS.message),
  z
    .record(
      z.string().max(ERROR_LOG_LIMITS.field),
      z.union([z.string().max(ERROR_LOG_LIMITS.field * 5), z.number(), z.boolean(), z.null()]),
    )
    .refine((info) => Object.keys(info).length <= ERROR_LOG_LIMITS.deviceInfoKeys, {
      message: `deviceInfo has more than ${ERROR_LOG_LIMITS.deviceInfoKeys} keys`,
    }),
]);

/** 000 §3 / §8: every error is also sent to the error-log endpoint with these fields. */
export const errorLogEntrySchema = z.object({
  serviceName: z.string().min(1).max(ERROR_LOG_LIMITS.field),
  serviceModule: z.string().max(ERROR_LOG_LIMITS.field),
  code: z.union([z.string().max(ERROR_LOG_LIMITS.field), z.number()]),
  uid: idSchema.nullable(),
  organization: idSchema.nullable(),
  deviceInfo: deviceInfoSchema,
  message: z.string().max(ERROR_LOG_LIMITS.message),
});
export type ErrorLogEntry = z.infer<typeof errorLogEntrySchema>;
