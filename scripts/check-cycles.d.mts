/** See check-cycles.mjs. */
export function sourceFolders(): string[];
export function cyclesIn(dir: string): Promise<string[][]>;
