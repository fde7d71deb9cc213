/** Pure list edits of the builder's content tab (tested in content-order.test.ts). */
import { SKILL_ITEMS_MAX, type ContentRef } from '@stepwise/core';

export const refOf = (item: ContentRef): ContentRef => ({ type: item.type, id: item.id });

/** The list with the item at `index` moved by `by` (-1 up, +1 down); unchanged at an end. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(target, 0, item as T);
  return out;
}

/** The list with `item` appended, unless it is already there or the list is full. */
export function addItem(list: readonly ContentRef[], item: ContentRef): ContentRef[] {
  if (list.some((i) => i.type === item.type && i.id === item.id)) return [...list];
  if (list.length >= SKILL_ITEMS_MAX) return [...list];
  return [...list, refOf(item)];
}

export function removeItem(list: readonly ContentRef[], index: number): ContentRef[] {
  return list.filter((_, i) => i !== index);
}
