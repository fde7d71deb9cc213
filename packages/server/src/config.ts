import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { LoginLimits } from './auth/login-limiter.js';
import { DEFAULT_WORK_ROOT } from './media/work-area.js';
import { rateLimitOverridesSchema, type RateLimitOverrides } from './rate-limit-policies.js';

/** RATE_LIMITS is `off` or JSON; a bad value stops the start with the reason. */
function parseRateLimits(raw: string | undefined): RateLimitOverrides | undefined {
  if (!raw?.trim()) return undefined;
  if (raw.trim() === 'off') return 'off';
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('RATE_LIMITS must be "off" or JSON, e.g. {"chatQuestion":{"max":3}}');
  }
  const parsed = rateLimitOverridesSchema.safeParse(json);
  if (!parsed.success) throw new Error(`RATE_LIMITS: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting the server reads from the environment, parsed once at start. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Stepwise <no-reply@stepwise.invalid>'),
  PUBLIC_URL: z.string().url().optional(),
  DEMO_PASSWORD: z.string().optional(),
  SEED_DEMO: bool.default(true),
  SEED_DEMO_CONTENT: bool.default(true),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  REFRESH_REUSE_LEEWAY_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  MAX_DOCUMENT_VERSIONS: z.coerce.number().int().min(0).optional(),
  TRUST_PROXY: bool.default(false),
  CALLER_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCKOUT_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(50),
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(50),
  LOGIN_TRUST_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMITS: z.string().optional(),
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).optional(),
  PIN_SETUP_CODE_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  JOBS_IN_PROCESS: bool.default(true),
  JOBS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  ERROR_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  EMBED_CHUNK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  WORK_DIR: z.string().optional(),
  /** Text to speech (ai/tts/text-to-speech.ts): checked here so a typo stops the start. */
  TTS_PROVIDER: z.enum(['espeak-ng', 'openai-compatible', 'off']).optional(),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(14_400),
  PORTAL_DIR: z.string().optional(),
  EMBED_DIR: z.string().optional(),
  UPLOAD_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  LMS_LAUNCH_KEY_TTL_DAYS: z.coerce.number().int().min(1).max(36_500).default(1825),
  CHAT_PING_INTERVAL_MS: z.coerce.number().int().min(10).max(600_000).default(15_000),
  S3_BUCKET: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/, 'not a bucket name')
    .optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_PUBLIC_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().max(256).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_MEDIA_DELIVERY: z.enum(['presigned', 'proxy']).default('presigned'),
});

// src/config.ts -> the repository's portal/dist.
const defaultPortalDir = fileURLToPath(new URL('../../../portal/dist', import.meta.url));
// src/config.ts -> the repository's packages/embed/dist/v1 (the script-tag embed's build).
const defaultEmbedDir = fileURLToPath(new URL('../../embed/dist/v1', import.meta.url));

export const DEFAULT_DEMO_PASSWORD = 'Stepwise-Demo-2026';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  demoPassword: string;
  seedDemo: boolean;
  /** With the demo organisation, a sample workflow made and processed in the background. */
  seedDemoContent: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** See TokenService `reuseLeewaySeconds` (auth/tokens.ts). */
  refreshReuseLeewaySeconds: number;
  maxDocumentVersions: number | undefined;
  trustProxy: boolean;
  /** How long a resolved caller may be reused (0 turns the cache off); see auth/caller-cache.ts. */
  callerCacheSeconds: number;
  logLevel: string;
  login: LoginLimits;
  /** Rate limits (http/rate-limits.ts): 'off', or overrides of the policies' numbers. */
  rateLimits: RateLimitOverrides | undefined;
  /** Where the counters live: this process, or PostgreSQL (shared by every process). */
  rateLimitStore: 'memory' | 'database';
  /** How long a PIN setup code (an admin's PIN reset, a new employee-ID account) stays valid. */
  pinSetupCodeTtlHours: number;
  /**
   * Background jobs (src/jobs/). `inProcess`: the server runs a job worker itself, which is how
   * embedded mode (PGlite, one process) gets its jobs done; on PostgreSQL, set JOBS_IN_PROCESS=false
   * to leave the jobs to `npm run worker` processes. `concurrency`: jobs one process runs at once.
   */
  jobs: { inProcess: boolean; concurrency: number; leaseSeconds: number };
  /**
   * How long finished jobs and the error log are kept, and an earlier embed build's chunks once
   * no build serves them (domain/maintenance.ts, domain/embed-chunk-archive.ts).
   */
  retention: { jobsDays: number; errorLogDays: number; embedChunkDays: number };
  /** Where media jobs work on this machine (media/work-area.ts). */
  workDir: string;
  /**
   * How long a signed media URL (HLS, posters, thumbnails) stays valid. Four hours by default:
   * longer than any 20-minute workflow is watched in one sitting, short enough that a copied
   * link dies the same day. The player asks for fresh URLs (POST /access) when one expires.
   */
  mediaUrlTtlSeconds: number;
  /** Unfinished uploads (parts received, never turned into a workflow) are removed after this. */
  uploadTtlHours: number;
  /**
   * How long the launch key inside an exported SCORM package stays valid (5 years by default):
   * a package sits in an LMS for as long as its course runs, and plays hosted content, so it is
   * re-exported only when the key runs out, never to update the workflow.
   */
  lmsLaunchKeyTtlDays: number;
  /** The built portal to serve at `/` (portal/dist of this checkout by default); '' for none. */
  portalDir: string | undefined;
  /** The built script-tag embed to serve at `/embed/v1/` (packages/embed/dist/v1); '' for none. */
  embedDir: string | undefined;
  /** How often an answer being streamed sends a `: ping` comment line (core CHAT_PING_INTERVAL_MS). */
  chatPingIntervalMs: number;
  /**
   * The `AI_*` variables as set (AI_BASE_URL, AI_API_KEY, AI_CHAT_MODEL, …), for the AI providers'
   * own resolvers (e.g. ai/llm/openai-chat.ts `resolveChatModel`), which validate them.
   */
  aiEnv: Record<string, string>;
  /**
   * The text-to-speech variables as set (TTS_PROVIDER, ESPEAK_NG_PATH; AI_TTS_* are in aiEnv), for
   * ai/tts/text-to-speech.ts `resolveTextToSpeech`, which reads them with aiEnv.
   */
  ttsEnv: Record<string, string>;
  /** S3-compatible object storage (S3_BUCKET and friends); undefined: the DATA_DIR/storage folder. */
  s3: S3Config | undefined;
}

export interface S3Config {
  bucket: string;
  /** The store's API as this server reaches it; undefined: AWS S3 of `region`. */
  endpoint: string | undefined;
  /**
   * Where browsers reach the store, when that differs from `endpoint` (a store on a private
   * network name behind a public host): presigned URLs are signed for this host.
   */
  publicEndpoint: string | undefined;
  region: string;
  /** Both or neither; neither: the SDK's default credential chain (environment, profile, role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /**
   * `presigned`: browsers fetch media and send upload parts to the store themselves, through
   * presigned URLs; `proxy`: every byte goes through the server (a store browsers cannot reach).
   */
  delivery: 'presigned' | 'proxy';
}

/** npm runs workspace scripts inside the package folder; INIT_CWD is where the user typed the command. */
function launchDir(env: NodeJS.ProcessEnv): string {
  return env.INIT_CWD ?? process.cwd();
}

function s3Config(e: z.infer<typeof envSchema>): S3Config | undefined {
  const s3Only = [
    'S3_ENDPOINT',
    'S3_PUBLIC_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
  ] as const;
  if (!e.S3_BUCKET) {
    const stray = s3Only.filter((k) => e[k] !== undefined);
    if (stray.length > 0) {
      throw new Error(`Invalid server configuration:\n  ${stray.join(', ')}: set S3_BUCKET too`);
    }
    return undefined;
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new Error(
      'Invalid server configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    publicEndpoint: e.S3_PUBLIC_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID !== undefined && e.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Stores other than AWS (MinIO, Ceph, s3rver) mostly want path-style addressing.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    delivery: e.S3_MEDIA_DELIVERY,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools.
  const set = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(launchDir(env), e.DATA_DIR ?? 'data');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    demoPassword: e.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    seedDemo: e.SEED_DEMO,
    seedDemoContent: e.SEED_DEMO_CONTENT,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    refreshReuseLeewaySeconds: e.REFRESH_REUSE_LEEWAY_SECONDS,
    maxDocumentVersions: e.MAX_DOCUMENT_VERSIONS,
    trustProxy: e.TRUST_PROXY,
    callerCacheSeconds: e.CALLER_CACHE_SECONDS,
    logLevel: e.LOG_LEVEL,
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      lockoutSeconds: e.LOGIN_LOCKOUT_SECONDS,
      ipMaxFailures: e.LOGIN_IP_MAX_FAILURES,
      accountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
      trustDays: e.LOGIN_TRUST_DAYS,
    },
    rateLimits: parseRateLimits(e.RATE_LIMITS),
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'database' : 'memory'),
    pinSetupCodeTtlHours: e.PIN_SETUP_CODE_TTL_HOURS,
    jobs: {
      inProcess: e.JOBS_IN_PROCESS,
      concurrency: e.JOBS_CONCURRENCY,
      leaseSeconds: e.JOBS_LEASE_SECONDS,
    },
    retention: {
      jobsDays: e.JOBS_RETENTION_DAYS,
      errorLogDays: e.ERROR_LOG_RETENTION_DAYS,
      embedChunkDays: e.EMBED_CHUNK_RETENTION_DAYS,
    },
    workDir: e.WORK_DIR ? resolve(e.WORK_DIR) : DEFAULT_WORK_ROOT,
    mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    uploadTtlHours: e.UPLOAD_TTL_HOURS,
    lmsLaunchKeyTtlDays: e.LMS_LAUNCH_KEY_TTL_DAYS,
    portalDir:
      env.PORTAL_DIR === '' ? undefined : resolve(launchDir(env), e.PORTAL_DIR ?? defaultPortalDir),
    embedDir:
      env.EMBED_DIR === '' ? undefined : resolve(launchDir(env), e.EMBED_DIR ?? defaultEmbedDir),
    chatPingIntervalMs: e.CHAT_PING_INTERVAL_MS,
    s3: s3Config(e),
    aiEnv: Object.fromEntries(
      Object.entries(set).filter((entry): entry is [string, string] => entry[0].startsWith('AI_')),
    ),
    ttsEnv: Object.fromEntries(
      Object.entries(set).filter(
        (entry): entry is [string, string] =>
          entry[0] === 'TTS_PROVIDER' || entry[0] === 'ESPEAK_NG_PATH',
      ),
    ),
  };
}
