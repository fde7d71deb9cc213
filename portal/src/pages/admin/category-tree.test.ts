import { describe, expect, it } from 'vitest';
import { categoryPath, categoryRows, possibleParents } from './category-tree';

const cats = [
  { id: 'b', name: 'Safety', parentId: null },
  { id: 'a', name: 'Assembly', parentId: null },
  { id: 'c', name: 'Ladders', parentId: 'b' },
  { id: 'd', name: 'Fire', parentId: 'b' },
  { id: 'e', name: 'Orphan', parentId: 'gone' },
];

describe('category tree (admin categories)', () => {
  it('parents before children, siblings by name, orphans at the top', () => {
    expect(categoryRows(cats).map((r) => [r.name, r.depth])).toEqual([
      ['Assembly', 0],
      ['Orphan', 0],
      ['Safety', 0],
      ['Fire', 1],
      ['Ladders', 1],
    ]);
  });

  it('a path of names from the top and the parents a category may move under', () => {
    expect(categoryPath(cats, 'c').map((c) => c.name)).toEqual(['Safety', 'Ladders']);
    expect(possibleParents(cats, 'b').map((c) => c.id)).toEqual(['a', 'e']);
  });
});
