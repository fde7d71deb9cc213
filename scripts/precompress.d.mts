/** See precompress.mjs. */
export function precompressDir(
  dir: string,
  options?: { log?: (line: string) => void; label?: string },
): Promise<{ files: number; bytes: number; ms: number }>;
