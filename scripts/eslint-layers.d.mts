/** See eslint-layers.mjs. */
import type { ESLint } from 'eslint';

export const REPO_ROOT: string;
export const PACKAGE_LAYERS: string[][];
export const PACKAGE_EXCEPTIONS: Record<string, string[]>;
export const PACKAGE_CONSUMERS: string[];
export const SERVER_LAYERS: { name: string; why: string; folders?: string[]; files?: string[] }[];
export function areaOf(repoPath: string): string | null;
export function allowedPackages(area: string): string[] | null | undefined;
export function serverLayerOf(srcPath: string): number;
export const layersPlugin: ESLint.Plugin;
