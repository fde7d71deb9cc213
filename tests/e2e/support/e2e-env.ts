/**
 * What global setup hands the tests (through environment variables, which Playwright passes on
 * to its workers).
 */
export interface E2eVideo {
  file: string;
  durationSeconds: number;
  cuts: number[];
  speech: { text: string; start: number; end: number }[];
  speechEngine: string;
}

export interface E2eEnv {
  /** A server without speech-to-text. */
  plainUrl: string;
  /** A server whose speech-to-text is the local OpenAI-protocol stand-in. */
  aiUrl: string;
  /** `POST {mode, once?}` switches the 'ai' server's chat-model stand-in (llm-stand-in.ts modes). */
  aiStandInControl: string;
  /** A server for the sign-in, account and shell tests, which change users and settings. */
  frameUrl: string;
  /** Its log (at info), where mail without SMTP shows its link. */
  frameLog: string;
  password: string;
  video: E2eVideo;
  /** A short clip for the upload tests (resume, cancel). */
  clip: E2eVideo;
}

const KEY = 'STEPWISE_E2E';

export function publishE2eEnv(env: E2eEnv): void {
  process.env[KEY] = JSON.stringify(env);
}

export function e2eEnv(): E2eEnv {
  const raw = process.env[KEY];
  if (!raw) throw new Error(`${KEY} is not set: run the tests through playwright.config.ts`);
  return JSON.parse(raw) as E2eEnv;
}
