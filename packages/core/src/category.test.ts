import { describe, expect, it } from 'vitest';
import { categoryCreateSchema, categorySchema } from './category.js';

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
