/**
 * The SCORM package's launch page program (`/embed/v1/lms.js`, built in @stepwise/embed). The
 * page, served by the LMS from the package, holds the launch configuration
 * (`<script type="application/json" id="stepwise-launch">`, written by the server's export) and
 * a `#stepwise-lms` box. This:
 *   1. finds the LMS's API (1.2 or 2004) and starts the e-learning session (LmsSession);
 *   2. asks the Stepwise server who the learner is (`POST /v1/rustici/validate-user` with the
 *      LMS's learner id and name and the package's launch key) and gets a one-time custom token;
 *   3. opens the e-learning player (`/rustici/{workflowId}`) in an iframe, the token in the URL
 *      fragment (never sent to a server or kept in a log), and connects to it over the bridge;
 *   4. feeds the player's events to the session, which writes the LMS every 3 s, and resumes at
 *      the stored step and time once the player is ready; a quiz taken in the player writes its
 *      score and pass / fail (issue 19).
 * Every failure leaves a sentence on the page that a learner can act on.
 */
import * as z from 'zod/mini';
import { connect as defaultConnect, type HostClient } from '../protocol/host.js';
import { createLmsAdapter } from './adapter.js';
import { findScormApi, type ApiSearchWindow } from './find-api.js';
import { LmsSession } from './session.js';

/** The id of the launch configuration's JSON script (the server's SCORM_LAUNCH_CONFIG_ID). */
export const LAUNCH_CONFIG_ID = 'stepwise-launch';
/** The box the player goes in. */
export const LAUNCH_MOUNT_ID = 'stepwise-lms';

const launchConfigSchema = z.object({
  server: z.url({ protocol: /^https?$/ }),
  workflowId: z.string().check(z.minLength(1), z.maxLength(128)),
  standard: z.enum(['1.2', '2004']),
  resolution: z.optional(z.number()),
  launchKey: z.string().check(z.minLength(1)),
  /** The workflow's published quiz when the package was built (issue 19); informative. */
  quiz: z.optional(
    z.object({
      quizId: z.string().check(z.minLength(1), z.maxLength(128)),
      passingScore: z.int().check(z.minimum(0), z.maximum(100)),
      questionCount: z.int().check(z.minimum(1)),
    }),
  ),
});

export type LaunchConfig = z.infer<typeof launchConfigSchema>;

const validateAnswerSchema = z.object({
  ok: z.literal(true),
  data: z.object({
    item: z.object({ customToken: z.string(), type: z.literal('custom'), isNewUser: z.boolean() }),
  }),
});

/** What a learner reads when the course cannot start (English: the LMS's page has no i18n). */
export const LAUNCH_MESSAGES = {
  'no-config': 'This course package is damaged: its launch configuration is missing or invalid.',
  'no-lms':
    'This course must be opened from your learning platform (LMS), which could not be found.',
  'lms-refused': 'Your learning platform did not start this course. Close it and open it again.',
  'no-permission': 'no permission',
} as const;

export type LaunchFailure = keyof typeof LAUNCH_MESSAGES;

export type LaunchOutcome =
  | { kind: 'playing'; session: LmsSession; client: HostClient; iframe: HTMLIFrameElement }
  | { kind: LaunchFailure; message: string };

export interface LaunchOptions {
  document?: Document;
  /** Where the search for the LMS's API starts; `window` by default. */
  window?: ApiSearchWindow & Window;
  fetch?: typeof fetch;
  connect?: typeof defaultConnect;
}

export function readLaunchConfig(doc: Document): LaunchConfig | null {
  const text = doc.getElementById(LAUNCH_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = z.safeParse(launchConfigSchema, JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The e-learning player's address: the token and the new-learner flag in the fragment. */
export function rusticiUrl(
  config: LaunchConfig,
  token: { customToken: string; isNewUser: boolean },
): string {
  const base = config.server.replace(/\/+$/, '');
  const fragment = new URLSearchParams({ token: token.customToken });
  if (token.isNewUser) fragment.set('new', '1');
  return `${base}/rustici/${encodeURIComponent(config.workflowId)}#${fragment.toString()}`;
}

async function validateLearner(
  config: LaunchConfig,
  learner: { id: string; name: string },
  fetchFn: typeof fetch,
) {
  const response = await fetchFn(`${config.server.replace(/\/+$/, '')}/v1/rustici/validate-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      learnerId: learner.id,
      // An LMS that knows no name still has a learner: the id names them.
      learnerName: learner.name.trim() || learner.id,
      launchKey: config.launchKey,
    }),
  });
  const parsed = z.safeParse(validateAnswerSchema, await response.json().catch(() => null));
  return response.ok && parsed.success ? parsed.data.data.item : null;
}

function fail(mount: HTMLElement, kind: LaunchFailure): LaunchOutcome {
  const doc = mount.ownerDocument;
  const message = doc.createElement('p');
  message.className = 'stepwise-message';
  message.setAttribute('role', 'alert');
  message.textContent = LAUNCH_MESSAGES[kind];
  mount.replaceChildren(message);
  return { kind, message: LAUNCH_MESSAGES[kind] };
}

export async function launchCourse(options: LaunchOptions = {}): Promise<LaunchOutcome> {
  const doc = options.document ?? document;
  const win = options.window ?? (window as ApiSearchWindow & Window);
  const mount = doc.getElementById(LAUNCH_MOUNT_ID) ?? doc.body;
  const config = readLaunchConfig(doc);
  if (!config) return fail(mount, 'no-config');
  const found = findScormApi(win, config.standard);
  if (!found) return fail(mount, 'no-lms');
  const adapter = createLmsAdapter(found);
  const session = LmsSession.start({ adapter, window: win, document: doc });
  if (!session) return fail(mount, 'lms-refused');

  const learner = adapter.learner();
  const token = learner.id
    ? await validateLearner(config, learner, options.fetch ?? fetch).catch(() => null)
    : null;
  if (!token) {
    session.finish();
    return fail(mount, 'no-permission');
  }

  const iframe = doc.createElement('iframe');
  iframe.title = 'Stepwise';
  iframe.allow = 'autoplay; fullscreen';
  iframe.setAttribute('allowfullscreen', '');
  iframe.style.cssText = 'border:0;width:100%;height:100%;display:block';
  iframe.src = rusticiUrl(config, token);
  mount.replaceChildren(iframe);

  const client = (options.connect ?? defaultConnect)(iframe, {
    origin: new URL(config.server).origin,
  });
  const resume = session.resume;
  let resumed = false;
  client.on('ready', (detail) => {
    session.onReady(detail);
    if (resumed || !resume?.stepId) return;
    resumed = true;
    const step = detail.steps.find((s) => s.id === resume.stepId);
    if (step) void client.seek(step.startTime + resume.videoTime).catch(() => undefined);
  });
  client.on('stepchange', (detail) => session.onStepChange(detail));
  client.on('timeupdate', (detail) => session.onTimeUpdate(detail));
  client.on('ended', () => session.onEnded());
  // The bridge has checked the detail against its schema (a score 0-100, pass matching status).
  client.on('quizcompleted', (detail) => session.onQuizCompleted(detail));
  return { kind: 'playing', session, client, iframe };
}
