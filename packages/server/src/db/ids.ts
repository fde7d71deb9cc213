import { randomUUID } from 'node:crypto';

/** Ids are UUIDs made by the server, so no table depends on a database sequence. */
export const newId = (): string => randomUUID();
