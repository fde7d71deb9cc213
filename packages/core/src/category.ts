import type { Category } from './category.schema.js';

/**
 * Moving category `id` under `parentId` would close a loop when the new parent is the category
 * itself or one of its descendants. Unknown parents end the walk; a loop already in the data
 * counts as a cycle, so a broken tree is never made deeper.
 */
export function categoryParentCreatesCycle(
  categories: readonly Pick<Category, 'id' | 'parentId'>[],
  id: string,
  parentId: string | null,
): boolean {
  const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
  const seen = new Set<string>();
  for (let at = parentId; at !== null && at !== undefined; at = parentOf.get(at) ?? null) {
    if (at === id || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}
