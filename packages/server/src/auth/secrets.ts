import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appSecrets } from '../db/schema.js';

/** Random URL-safe token for refresh, invitation and reset links. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as their SHA-256, so a database leak does not leak live tokens. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/**
 * The signing key is made once and kept in the database, so every server process (and every
 * restart) signs and verifies with the same key without any configuration.
 */
export async function loadSecretKey(db: Db, name: string): Promise<Uint8Array> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const rows = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  const value = rows[0]?.value;
  if (!value) throw new Error(`secret ${name} missing after insert`);
  return new Uint8Array(Buffer.from(value, 'base64'));
}

/** The access-token (JWT) signing key. */
export const loadSigningKey = (db: Db): Promise<Uint8Array> => loadSecretKey(db, 'jwt-signing-key');

/** The key of signed media URLs; skill certificates and share tokens derive their keys from it. */
export const loadMediaKey = (db: Db): Promise<Uint8Array> => loadSecretKey(db, 'media-signing-key');
