import { z } from 'zod';

/** The wrapper every server path answers with (000 §8): `{ ok, code, errorMessage, data }`. */
export function apiResponseSchema<T extends z.ZodType>(data: T) {
  return z.object({
    ok: z.boolean(),
    code: z.number().int(),
    errorMessage: z.string().nullable(),
    data: data.nullable(),
  });
}

export interface ApiResponse<T> {
  ok: boolean;
  code: number;
  errorMessage: string | null;
  data: T | null;
}

export function okResponse<T>(data: T): ApiResponse<T> {
  return { ok: true, code: 0, errorMessage: null, data };
}

export function errorResponse<T = null>(
  code: number,
  errorMessage: string,
  data: T | null = null,
): ApiResponse<T> {
  return { ok: false, code, errorMessage, data };
}
