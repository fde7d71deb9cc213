/** How people appear next to what they wrote or reacted (002 §3 displayName, email). */
import { inArray } from 'drizzle-orm';
import { displayName } from '@stepwise/core';
import { users } from '../db/schema.js';
import type { Caller } from './caller.js';

export interface Person {
  name: string;
  email: string;
}

/** 002 §5: the display name, else first and last name; passwordless users their employee id. */
export async function peopleById(
  caller: Caller,
  ids: Iterable<string>,
): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await caller.tenant.select(users, inArray(users.id, unique)) : [];
  return new Map(
    rows.map((u) => [
      u.id,
      { name: displayName(u) || (u.passwordless ? (u.employeeId ?? '') : u.email), email: u.email },
    ]),
  );
}
