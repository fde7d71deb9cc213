export { buildApp, type BuildAppOptions } from './app.js';
export type { Services } from './services.js';
export { loadConfig, DEFAULT_DEMO_PASSWORD, type ServerConfig } from './config.js';
export { openDatabase, migrateDatabase, type Database, type Db } from './db/client.js';
export { startServer, type RunningServer } from './server.js';
export {
  seedDemo,
  DEMO_USERS,
  DEMO_CLIENT_KEY,
  DEMO_EMPLOYEE_ID,
  DEMO_SHARED_ACCOUNT,
} from './seed/demo.js';
export {
  resolveSpeechToText,
  NOT_CONFIGURED_REASON,
  type SpeechToText,
  type SpeechNotConfigured,
} from './ai/speech/speech-to-text.js';
export { resolveCaller } from './http/authenticate.js';
export {
  generateViewingSql,
  type SqlViewingOptions,
  type ViewingWorkflow,
} from './seed/analytics-generator.js';
export { retrievePassages, createRetriever } from './ai/retrieval/retrieve.js';
export type { Passage, RetrieveOptions, RetrievePassages } from './ai/retrieval/types.js';
