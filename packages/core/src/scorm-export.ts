// SCORM export (001 §3-4 "Export process", 002 §3, §7 e-learning). Zod-free so the portal's export
// history and the LMS launch page can use it without zod; wire schemas in scorm-export.schema.ts.

/** exportType: the learning standard of the package (query `export_type`). */
export const SCORM_EXPORT_TYPES = ['SCORM_12', 'SCORM_2004'] as const;
export type ScormExportType = (typeof SCORM_EXPORT_TYPES)[number];

/** exportSource: what is exported; smart instructions join when they exist. */
export const SCORM_EXPORT_SOURCES = ['workflow'] as const;
export type ScormExportSource = (typeof SCORM_EXPORT_SOURCES)[number];

/** An export process moves pending -> processing -> finished | error. */
export const SCORM_EXPORT_STATUSES = ['pending', 'processing', 'finished', 'error'] as const;
export type ScormExportStatus = (typeof SCORM_EXPORT_STATUSES)[number];

/** 001 §4 / 002 §4: "finished and error are final; anything else is not ready". */
export function isScormExportFinal(status: string): boolean {
  return status === 'finished' || status === 'error';
}

/** Only an export that ended in error may be retried. */
export function canRetryScormExport(status: string): boolean {
  return status === 'error';
}

/** The `standard` a package's launch configuration names. */
export function scormStandardOf(type: ScormExportType): '1.2' | '2004' {
  return type === 'SCORM_12' ? '1.2' : '2004';
}

/** Playback heights a package may ask for (the player's quality options, 002 §9). */
export const SCORM_RESOLUTIONS = [360, 480, 720, 1080] as const;
export type ScormResolution = (typeof SCORM_RESOLUTIONS)[number];
export const SCORM_DEFAULT_RESOLUTION: ScormResolution = 720;

/** Workflows in one export process at most. */
export const SCORM_EXPORT_MAX_WORKFLOWS = 50;

/** The id of the launch page's JSON configuration script (`<script type="application/json">`). */
export const SCORM_LAUNCH_CONFIG_ID = 'stepwise-launch';

/** What a package's launch page hands the LMS script (`{server}/embed/v1/lms.js`). */
export interface ScormLaunchConfig {
  server: string;
  workflowId: string;
  standard: '1.2' | '2004';
  resolution: number;
  /** Signed, organisation-scoped token naming the package's workflows (validate-user takes it). */
  launchKey: string;
  /**
   * The workflow's published quiz when the package was built (issue 19): the player offers it at
   * the end and the launch script writes its score and pass / fail to the LMS.
   */
  quiz?: { quizId: string; passingScore: number; questionCount: number };
}
