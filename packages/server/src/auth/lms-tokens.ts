/**
 * The two tokens of the e-learning integration (002 §7), both HS256 JWTs (jose), each with a key
 * of its own kept in `app_secrets`, so neither can pass for the other or for an access token:
 *
 * - **Launch key**: minted when a package is exported and written into its launch page. It names
 *   the organisation (`org`) and the workflows the package plays (`wf`), with an audience of
 *   its own and a long expiry (LMS_LAUNCH_KEY_TTL_DAYS). It is a capability: whoever holds the
 *   package may ask POST /v1/rustici/validate-user for a learner session on those workflows, and
 *   nothing else. It names no user.
 * - **Custom token**: what validate-user answers. It names the learner (`sub`), the organisation
 *   and the same workflows, lives 5 minutes and is good for one session: its `jti` becomes the
 *   session id, inserted once into `custom_sessions` by POST /v1/auth/custom-token.
 */
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import { ErrorCode, StepwiseError } from '@stepwise/core';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { loadSecretKey } from './secrets.js';

const ISSUER = 'stepwise';
const LAUNCH_AUDIENCE = 'stepwise-lms-launch';
const CUSTOM_AUDIENCE = 'stepwise-custom-token';
export const CUSTOM_TOKEN_TTL_SECONDS = 300;

const launchClaims = z.object({
  org: z.string().min(1),
  wf: z.array(z.string().min(1)).min(1),
  jti: z.string().min(1),
});
export type LaunchGrant = { organizationId: string; workflowIds: string[]; keyId: string };

const customClaims = z.object({
  sub: z.string().min(1),
  org: z.string().min(1),
  wf: z.array(z.string().min(1)).min(1),
  jti: z.string().min(1),
});
export type CustomGrant = {
  userId: string;
  organizationId: string;
  workflowIds: string[];
  sessionId: string;
};

const importKey = (raw: Uint8Array) =>
  webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

export class LmsTokens {
  private constructor(
    private readonly launchKey: webcrypto.CryptoKey,
    private readonly customKey: webcrypto.CryptoKey,
  ) {}

  /** Loads (or makes, once) both keys; every process shares them through the database. */
  static async open(db: Db): Promise<LmsTokens> {
    const [launch, custom] = await Promise.all([
      loadSecretKey(db, 'lms-launch-key'),
      loadSecretKey(db, 'custom-token-key'),
    ]);
    return new LmsTokens(await importKey(launch), await importKey(custom));
  }

  async signLaunchKey(
    grant: { organizationId: string; workflowIds: string[] },
    ttlSeconds: number,
  ): Promise<string> {
    return new SignJWT({ org: grant.organizationId, wf: grant.workflowIds })
      .setProtectedHeader({ alg: 'HS256', typ: 'lms-launch+jwt' })
      .setIssuer(ISSUER)
      .setAudience(LAUNCH_AUDIENCE)
      .setJti(newId())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.launchKey);
  }

  /** 401 for a forged, malformed or foreign token; 403 for an expired one (the package is stale). */
  async verifyLaunchKey(token: string): Promise<LaunchGrant> {
    try {
      const { payload } = await jwtVerify(token, this.launchKey, {
        issuer: ISSUER,
        audience: LAUNCH_AUDIENCE,
        algorithms: ['HS256'],
        typ: 'lms-launch+jwt',
      });
      const claims = launchClaims.parse(payload);
      return { organizationId: claims.org, workflowIds: claims.wf, keyId: claims.jti };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) {
        throw new StepwiseError(
          ErrorCode.Forbidden,
          'This e-learning package has expired: export it again and re-import it in the LMS',
          { category: 'permission' },
        );
      }
      throw new StepwiseError(ErrorCode.Unauthorized, 'Invalid e-learning launch key', {
        category: 'auth',
      });
    }
  }

  async signCustomToken(grant: Omit<CustomGrant, 'sessionId'>): Promise<string> {
    return new SignJWT({ org: grant.organizationId, wf: grant.workflowIds })
      .setProtectedHeader({ alg: 'HS256', typ: 'custom+jwt' })
      .setIssuer(ISSUER)
      .setAudience(CUSTOM_AUDIENCE)
      .setSubject(grant.userId)
      .setJti(newId())
      .setIssuedAt()
      .setExpirationTime(`${CUSTOM_TOKEN_TTL_SECONDS}s`)
      .sign(this.customKey);
  }

  async verifyCustomToken(token: string): Promise<CustomGrant> {
    try {
      const { payload } = await jwtVerify(token, this.customKey, {
        issuer: ISSUER,
        audience: CUSTOM_AUDIENCE,
        algorithms: ['HS256'],
        typ: 'custom+jwt',
      });
      const c = customClaims.parse(payload);
      return { userId: c.sub, organizationId: c.org, workflowIds: c.wf, sessionId: c.jti };
    } catch {
      throw new StepwiseError(ErrorCode.Unauthorized, 'Invalid or expired custom token', {
        category: 'auth',
      });
    }
  }
}
