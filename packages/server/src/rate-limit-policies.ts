/**
 * The rate-limit policies (issue 14): their names, limits and what each counts by, and the
 * RATE_LIMITS overrides of them. A leaf beside config.ts, which parses the overrides at start;
 * http/rate-limits.ts installs the policies on the routes that name them.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

type KeyOf = 'address' | 'user' | ((req: FastifyRequest) => string | undefined);

export interface RateLimitPolicy {
  max: number;
  windowSeconds: number;
  /** What is counted: the client address, the signed-in user (else the address), or a field. */
  by: KeyOf;
  /** With a field key: count it per client address as well (the pair is the key). */
  perAddress?: boolean;
  why: string;
}

/** A string field of the body, when there is one (counted before validation: bad tries count). */
const bodyField =
  (name: string) =>
  (req: FastifyRequest): string | undefined => {
    const v = (req.body as Record<string, unknown> | undefined)?.[name];
    return typeof v === 'string' && v.length > 0 ? v.slice(0, 200) : undefined;
  };

/** The share of a /v1/share-landing/{id} call, when the path names one. */
const shareOf = (req: FastifyRequest): string | undefined => {
  const id = (req.params as Record<string, unknown> | undefined)?.id;
  return typeof id === 'string' && id.length > 0 ? id.slice(0, 64) : undefined;
};

/** A share and an address typed on its page: the mailbox a code request would fill. */
const shareAndEmail = (req: FastifyRequest): string | undefined => {
  const share = shareOf(req);
  const email = bodyField('email')(req)?.trim().toLowerCase();
  return share && email ? `${share}|${email}` : undefined;
};

/** A password try on a share (a body with a password): not the other proofs. */
const sharePasswordTry = (req: FastifyRequest): string | undefined => {
  const share = shareOf(req);
  return share && bodyField('password')(req) !== undefined ? share : undefined;
};

export const RATE_LIMIT_POLICIES = {
  // A whole site may sign in from one address (a factory behind one NAT at the start of a
  // shift): this bounds hammering, while wrong secrets are counted per account and source.
  signIn: {
    max: 300,
    windowSeconds: 60,
    by: 'address',
    why: 'sign-in and token routes, per address (wrong secrets also lock: login-limiter.ts)',
  },
  accountMail: {
    max: 20,
    windowSeconds: 900,
    by: 'address',
    why: 'routes that send mail to an address anyone can type (reset, sign-up, forgot-PIN)',
  },
  accountCheck: {
    max: 300,
    windowSeconds: 60,
    by: 'address',
    why: 'public look-ups by client key or account (enumeration bound)',
  },
  lmsLaunchAddress: {
    max: 300,
    windowSeconds: 60,
    by: 'address',
    why: 'LMS launches, per address',
  },
  // One package may be launched by a whole company at nine o'clock.
  lmsLaunchKey: {
    max: 600,
    windowSeconds: 60,
    by: bodyField('launchKey'),
    why: 'LMS launches, per launch key (a leaked package cannot mint learners fast)',
  },
  errorLog: {
    max: 30,
    windowSeconds: 60,
    by: 'address',
    why: 'the anonymous error log',
  },
  chatQuestion: {
    max: 20,
    windowSeconds: 60,
    by: 'user',
    why: 'assistant questions (retrieval and, when configured, a paid model)',
  },
  publicPlayer: {
    max: 300,
    windowSeconds: 60,
    by: 'address',
    why: 'public player and stream routes, per address (a site behind one NAT shares it)',
  },
  media: {
    max: 6000,
    windowSeconds: 60,
    by: 'address',
    why: 'signed media (playlists, segments, posters), per address',
  },
  tracking: {
    max: 300,
    windowSeconds: 60,
    by: 'user',
    why: 'viewing progress writes',
  },
  quizAnswer: {
    max: 60,
    windowSeconds: 60,
    by: 'user',
    why: 'quiz submissions (each one is graded and kept), per user, or per address for visitors',
  },
  sopPhoto: {
    max: 60,
    windowSeconds: 60,
    by: 'user',
    why: "a smart instruction run's photos (each one stored), per user, or per address for visitors",
  },
  uploadStart: {
    max: 60,
    windowSeconds: 3600,
    by: 'user',
    why: 'new uploads and workflows (each one costs a transcode)',
  },
  voiceOver: {
    max: 300,
    windowSeconds: 3600,
    by: 'user',
    why: 'text-to-speech generation and recordings (each new clip costs a synthesis or transcode)',
  },
  uploadPart: {
    max: 1200,
    windowSeconds: 60,
    by: 'user',
    why: 'upload parts (2 MB each)',
  },
  sharePassword: {
    max: 10,
    windowSeconds: 900,
    by: sharePasswordTry,
    perAddress: true,
    why: 'password tries on a password-protected share link, per share and address (right ones too)',
  },
  shareAccessCode: {
    max: 5,
    windowSeconds: 900,
    by: shareAndEmail,
    why: "a restricted share's mailed codes, per share and address typed (one mailbox is not flooded)",
  },
  shareAccessCodeAddress: {
    max: 20,
    windowSeconds: 900,
    by: 'address',
    why: "a restricted share's mailed codes, per client address (mail to many typed addresses)",
  },
  shareToken: {
    max: 60,
    windowSeconds: 900,
    by: 'address',
    why: 'share tokens for a proof (codes, passwords), per client address',
  },
  dubbing: {
    max: 30,
    windowSeconds: 3600,
    by: 'user',
    why: 'dubbed tracks (each one an ffmpeg mix of the whole video), per user',
  },
  notificationSend: {
    max: 30,
    windowSeconds: 600,
    by: 'user',
    why: 'notifications a person sends to others (shares, review and watch-again asks), per user',
  },
  annotationSave: {
    max: 120,
    windowSeconds: 60,
    by: 'user',
    why: 'annotation saves (a changed blur starts a re-render of the video), per user',
  },
  dataHubDataset: {
    max: 60,
    windowSeconds: 60,
    by: 'user',
    why: 'data-hub dataset reads (a whole table each, often by a BI tool with an API key), per key maker',
  },
  dataHubExport: {
    max: 30,
    windowSeconds: 3600,
    by: 'user',
    why: 'data-hub exports (each one a job writing a file of the whole table), per user',
  },
  reportExport: {
    max: 30,
    windowSeconds: 3600,
    by: 'user',
    why: 'analytics report exports (each one a job writing a file of the whole report), per user',
  },
  troubleshootingReport: {
    max: 10,
    windowSeconds: 900,
    by: 'user',
    why: 'troubleshooting reports (each one mails every admin), per user',
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMIT_POLICIES;

/** RATE_LIMITS: `off`, or JSON overriding policies, e.g. `{"chatQuestion":{"max":3}}`. */
export const rateLimitOverridesSchema = z.union([
  z.literal('off'),
  // partialRecord: zod 4's record over an enum wants every key; an override names only some.
  z.partialRecord(
    z.enum(Object.keys(RATE_LIMIT_POLICIES) as [RateLimitName, ...RateLimitName[]]),
    z.strictObject({
      max: z.number().int().min(1).optional(),
      windowSeconds: z.number().int().min(1).max(86_400).optional(),
    }),
  ),
]);
export type RateLimitOverrides = z.infer<typeof rateLimitOverridesSchema>;
