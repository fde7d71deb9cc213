// PostgreSQL's unique_violation; drizzle wraps driver errors, so the code may sit on `cause`.
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
