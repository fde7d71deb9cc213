import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum memory cost.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

export async function verifySecret(
  stored: string | null | undefined,
  secret: string,
): Promise<boolean> {
  if (!stored) {
    // Spend the time of a real check so response timing does not reveal unknown accounts.
    dummyHash ??= hashSecret('stepwise-timing-equaliser');
    await verify(await dummyHash, secret).catch(() => false);
    return false;
  }
  return verify(stored, secret).catch(() => false);
}
