// 000 §3 organisation feature flags, with the defaults a new organisation starts from.
const FEATURE_FLAG_DEFAULTS = {
  aiQuiz: false,
  smartVideoSop: true,
  aiQnA: true,
  aiSummary: true,
  smartCompare: false,
  textToSpeech: true,
  approvalWorkflows: false,
  ipRestriction: false,
  safetyWatermark: false,
  comments: true,
  downloads: true,
  publicSharing: true,
  emailSharing: true,
  domainSharing: true,
  versionHistory: true,
  employeeIdPinLogin: true,
  sharedAccountLogin: true,
  integrations: false,
  governance: false,
  skills: true,
  tasks: true,
  dataHub: false,
  zoomIntegration: false,
  invite: true,
  maven: true,
  smartAssist: false,
  /** 001 §2 editor choice (issue 21): the advanced editor when useEditor2 and not useEditor. */
  useEditor: false,
  useEditor2: true,
  canUseClassicEditor: true,
} as const satisfies Record<string, boolean>;

export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlagName[];

export type FeatureFlags = Record<FeatureFlagName, boolean>;

export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = Object.freeze({
  ...FEATURE_FLAG_DEFAULTS,
});

/** 000 §3: shared-account login requires employee-ID login, so it is off whenever that is off. */
export function normaliseFeatureFlags(flags: FeatureFlags, employeeIdLogin: boolean): FeatureFlags {
  return { ...flags, sharedAccountLogin: flags.sharedAccountLogin && employeeIdLogin };
}

/** 000 §6: AI assistance is on if quiz, smart video SOP, AI Q&A or AI summary is available. */
export function aiAssistanceEnabled(flags: FeatureFlags): boolean {
  return flags.aiQuiz || flags.smartVideoSop || flags.aiQnA || flags.aiSummary;
}

export type AssistantEntry = 'smart-assist' | 'maven';

/** 000 §6: Ask Maven or Smart Assist shows only if enabled; Smart Assist takes precedence. */
export function assistantEntry(flags: FeatureFlags): AssistantEntry | null {
  if (flags.smartAssist) return 'smart-assist';
  if (flags.maven) return 'maven';
  return null;
}
