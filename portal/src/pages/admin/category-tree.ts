/**
 * Categories as a tree for the admin screens (issue 25): each category with its depth, parents
 * before children, siblings by name; a category's path of names; the parents it may move under
 * (never itself or below itself: core categoryParentCreatesCycle).
 */
import { categoryParentCreatesCycle, type Category } from '@stepwise/core';

export interface CategoryRow extends Category {
  depth: number;
}

export function categoryRows(categories: readonly Category[]): CategoryRow[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<string | null, Category[]>();
  for (const c of categories) {
    const parent = c.parentId && ids.has(c.parentId) ? c.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const rows: CategoryRow[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    for (const c of list) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      rows.push({ ...c, depth });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}

export function categoryPath(categories: readonly Category[], id: string): Category[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path: Category[] = [];
  for (
    let at = byId.get(id);
    at && !path.includes(at);
    at = at.parentId ? byId.get(at.parentId) : undefined
  ) {
    path.unshift(at);
  }
  return path;
}

export function possibleParents(categories: readonly Category[], id: string): Category[] {
  return categories.filter((c) => !categoryParentCreatesCycle(categories, id, c.id));
}
