/**
 * Every job kind this server runs, in one place, registered by the composition root: the
 * in-process worker (server.ts) and the worker process (worker.ts) both take their handlers from
 * here (job-worker.ts). jobs/ is only the queue and the worker engine; the handlers belong to the
 * domain and the features above it, so jobs/ never imports them (README "Layers"). Each handler must be idempotent
 * (a job resumed after a crash runs again from the start) and should throw PermanentJobError
 * when retrying cannot help, e.g. a payload that does not parse.
 */
import type { ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import type { ObjectStorage } from './storage/storage.js';
import { PROCESS_WORKFLOW_JOB, processWorkflowHandler } from './workflows/process-workflow.js';
import { speechNotConfigured, type SpeechToTextChoice } from './workflows/speech.js';
import { SEED_DEMO_CONTENT_JOB, seedDemoContentHandler } from './seed/demo-content.js';
import { SEED_DEMO_SOP_JOB, seedDemoSopHandler } from './seed/demo-sop.js';
import { scormExportHandler } from './scorm/export-job.js';
import { SCORM_EXPORT_JOB } from './scorm/exports.js';
import type { JobHandlers, JobLog } from './jobs/types.js';
import { AI_SUMMARY_JOB } from './domain/ai-summary.js';
import { aiSummaryHandler } from './domain/ai-summary-job.js';
import { MAINTENANCE_JOB, maintenanceHandler } from './domain/maintenance.js';
import { APPROVAL_SWEEP_JOB, approvalSweepHandler } from './domain/approval-reminders.js';
import { DUE_SWEEP_JOB, dueSweepHandler } from './domain/due-reminders.js';
import { TASK_SCHEDULE_JOB, taskScheduleHandler } from './domain/task-schedule.js';
import { Mailer, mailLogOf } from './mail/mailer.js';
import { QUIZ_GENERATE_JOB } from './domain/quiz-generation.js';
import { quizJobHandler } from './domain/quiz-job.js';
import { SOP_IMPORT_JOB, sopImportHandler } from './domain/sop-import-job.js';
import { SOP_TRANSCRIPTION_JOB, sopTranscriptionHandler } from './domain/sop-transcription.js';
import { RERENDER_WORKFLOW_JOB, rerenderWorkflowHandler } from './domain/workflow-render-job.js';
import { PREPARE_CLIP_JOB, prepareClipHandler } from './domain/workflow-clips.js';
import { DUB_WORKFLOW_JOB } from './domain/dub-workflow-enqueue.js';
import { dubWorkflowHandler } from './domain/dub-workflow-job.js';
import { TEXT_TO_SPEECH_JOB } from './domain/text-to-speech.js';
import { textToSpeechHandler } from './domain/text-to-speech-job.js';
import { REPORT_EXPORT_JOB, reportExportHandler } from './domain/report-export.js';
// Every export source (configurable, quiz and skills reports, the legacy reports, the data hub),
// so a worker process without the routes knows them too.
import './domain/analytics-content.js';
import './domain/analytics-skills.js';
import './domain/analytics-quiz.js';
import './domain/analytics-exports.js';
import './domain/data-hub.js';
// The data hub's export sources (issue 25), for a worker process that serves no routes.
import './domain/data-hub.js';
import { textToSpeechOnce, ttsEnvOf, type TextToSpeechChoice } from './ai/tts/text-to-speech.js';
import { resolveChatModel, type ChatModelNotConfigured } from './ai/llm/openai-chat.js';
import type { ChatModel } from './ai/llm/types.js';

/** What handlers may use. */
export interface JobServices {
  config: ServerConfig;
  database: Database;
  log: JobLog;
  storage: ObjectStorage;
  /** The speech-to-text provider for this job; "not configured" when left out. */
  speechToText?: () => SpeechToTextChoice | Promise<SpeechToTextChoice>;
  /**
   * The chat model for this job (AI summary, quizzes, SOP from a PDF); default: the
   * environment's (AI_BASE_URL).
   */
  chatModel?: () => ChatModel | ChatModelNotConfigured;
  /**
   * The text-to-speech provider (voice-over generation); default: the configuration's
   * (TTS_PROVIDER, ESPEAK_NG_PATH, AI_TTS_*), resolved once.
   */
  textToSpeech?: () => Promise<TextToSpeechChoice>;
}

const noSpeechToText = () => speechNotConfigured('no speech-to-text provider is configured');

export function jobHandlers(services: JobServices): JobHandlers {
  const textToSpeech = services.textToSpeech ?? textToSpeechOnce(ttsEnvOf(services.config));
  return {
    /** Answers its payload back: exercises the job system end to end (tests, smoke checks). */
    noop: async ({ job }) => ({ echo: job.payload }),
    [PROCESS_WORKFLOW_JOB]: processWorkflowHandler({
      database: services.database,
      storage: services.storage,
      speechToText: services.speechToText ?? noSpeechToText,
    }),
    [SEED_DEMO_CONTENT_JOB]: seedDemoContentHandler({
      database: services.database,
      storage: services.storage,
    }),
    [SEED_DEMO_SOP_JOB]: seedDemoSopHandler({ database: services.database, textToSpeech }),
    [SCORM_EXPORT_JOB]: scormExportHandler({
      config: services.config,
      database: services.database,
      storage: services.storage,
    }),
    [MAINTENANCE_JOB]: maintenanceHandler({
      database: services.database,
      storage: services.storage,
      retention: services.config.retention,
    }),
    [APPROVAL_SWEEP_JOB]: approvalSweepHandler({
      database: services.database,
      config: services.config,
      // A worker process has no app: it mails through its own mailer (same outbox, same SMTP).
      mailer: new Mailer(
        services.database.db,
        mailLogOf(services.log),
        services.config.smtpUrl,
        services.config.mailFrom,
      ),
    }),
    [DUE_SWEEP_JOB]: dueSweepHandler({
      database: services.database,
      config: services.config,
      mailer: new Mailer(
        services.database.db,
        mailLogOf(services.log),
        services.config.smtpUrl,
        services.config.mailFrom,
      ),
    }),
    [TASK_SCHEDULE_JOB]: taskScheduleHandler({ database: services.database }),
    [AI_SUMMARY_JOB]: aiSummaryHandler({
      database: services.database,
      chatModel: services.chatModel ?? (() => resolveChatModel()),
    }),
    [QUIZ_GENERATE_JOB]: quizJobHandler({
      database: services.database,
      chatModel: services.chatModel ?? (() => resolveChatModel()),
    }),
    [SOP_TRANSCRIPTION_JOB]: sopTranscriptionHandler({
      database: services.database,
      storage: services.storage,
      speechToText: services.speechToText ?? noSpeechToText,
    }),
    [RERENDER_WORKFLOW_JOB]: rerenderWorkflowHandler({
      database: services.database,
      storage: services.storage,
    }),
    [PREPARE_CLIP_JOB]: prepareClipHandler({
      database: services.database,
      storage: services.storage,
    }),
    [DUB_WORKFLOW_JOB]: dubWorkflowHandler({
      database: services.database,
      storage: services.storage,
    }),
    [TEXT_TO_SPEECH_JOB]: textToSpeechHandler({
      database: services.database,
      storage: services.storage,
      textToSpeech,
    }),
    [REPORT_EXPORT_JOB]: reportExportHandler({
      database: services.database,
      storage: services.storage,
    }),
    [SOP_IMPORT_JOB]: sopImportHandler({
      database: services.database,
      storage: services.storage,
      chatModel: services.chatModel ?? (() => resolveChatModel()),
    }),
  };
}
