import { describe, expect, it } from 'vitest';
import { categoryCreateSchema, categorySchema } from './category.schema.js';
import { categoryParentCreatesCycle } from './category.js';

describe('category', () => {
  it('parses a nested category', () => {
    const category = { id: 'c2', name: 'Welding', parentId: 'c1' };
    expect(categorySchema.parse(category)).toEqual(category);
  });

  it('create defaults to a top-level category', () => {
    expect(categoryCreateSchema.parse({ name: 'Safety' })).toEqual({
      name: 'Safety',
      parentId: null,
    });
  });

  it('000 §5: category names pass the name rules', () => {
    expect(categoryCreateSchema.safeParse({ name: '' }).success).toBe(false);
    expect(categoryCreateSchema.safeParse({ name: 'a:b' }).success).toBe(false);
    expect(categoryCreateSchema.safeParse({ name: 'x'.repeat(91) }).success).toBe(false);
  });
});

describe('categoryParentCreatesCycle', () => {
  // a > b > c, and d on its own
  const tree = [
    { id: 'a', parentId: null },
    { id: 'b', parentId: 'a' },
    { id: 'c', parentId: 'b' },
    { id: 'd', parentId: null },
  ];

  it('refuses the category itself and its descendants as parent', () => {
    expect(categoryParentCreatesCycle(tree, 'a', 'a')).toBe(true);
    expect(categoryParentCreatesCycle(tree, 'a', 'c')).toBe(true);
    expect(categoryParentCreatesCycle(tree, 'b', 'c')).toBe(true);
  });

  it('allows ancestors, siblings, other trees and the top level', () => {
    expect(categoryParentCreatesCycle(tree, 'c', 'a')).toBe(false);
    expect(categoryParentCreatesCycle(tree, 'a', 'd')).toBe(false);
    expect(categoryParentCreatesCycle(tree, 'b', null)).toBe(false);
  });

  it('treats a loop already in the data as a cycle instead of walking forever', () => {
    const broken = [
      { id: 'x', parentId: 'y' },
      { id: 'y', parentId: 'x' },
    ];
    expect(categoryParentCreatesCycle(broken, 'z', 'x')).toBe(true);
  });
});
