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
