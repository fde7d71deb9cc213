// Explicit named exports only: the public surface of @stepwise/core is this list.

export {
  AUTO_LOGOUT_DEFAULT_MINUTES,
  DEFAULT_LANGUAGE,
  DEFAULT_LIST_PAGE_SIZE,
  DEFAULT_MAX_DOCUMENT_VERSIONS,
  DEFAULT_THEME,
  EMAIL_MAX_LENGTH,
  GENERIC_EMAIL_DOMAIN,
  GRID_PAGE_SIZE,
  GRID_PAGE_SIZE_OPTIONS,
  ID_MAX_LENGTH,
  INTERFACE_LANGUAGES,
  MULTIPART,
  NOTIFICATION_BADGE_CAP,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  RTL_LANGUAGES,
  SSO_EMAIL_COOKIE_SECONDS,
  THEMES,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
  WORKFLOW_SEARCH_PAGE_SIZE,
} from './constants.js';
export type { InterfaceLanguage, Theme } from './constants.js';
export {
  categoryFor,
  ErrorCode,
  httpStatusFor,
  MessageKey,
  PasswordFailure,
  StepwiseError,
} from './errors.js';
export type {
  ErrorCategory,
  ErrorCodeValue,
  MessageKeyValue,
  PasswordFailureValue,
  StepwiseErrorOptions,
} from './errors.js';
export { apiResponseSchema } from './response.schema.js';
export { errorResponse, okResponse } from './response.js';
export type { ApiResponse } from './response.js';
export { ID_PATTERN } from './id.js';
export { idSchema, isoDateTimeSchema } from './id.schema.js';
export type { Id } from './id.schema.js';
export { isRtlLanguage } from './locale.js';
export { interfaceLanguageSchema, localeSchema } from './locale.schema.js';
export type { Locale } from './locale.schema.js';
export {
  canCreateContent,
  CREATE_ROLES,
  DEFAULT_WORKSPACE_ROLE,
  isAdminRole,
  Role,
  ROLE_RANK,
  roleAtLeast,
  ROLES,
  workspaceRole,
} from './role.js';
export { roleSchema } from './role.schema.js';
export type { RoleName } from './role.js';
export {
  canShareExternally,
  canShareInternally,
  DEFAULT_PERMISSION_SETTINGS,
  externalSharingAvailable,
  normalisePermissionSettings,
  PERMISSION_FEATURES,
} from './permission-settings.js';
export {
  permissionSettingsSchema,
  permissionSettingsUpdateSchema,
} from './permission-settings.schema.js';
export type { PermissionFeature } from './permission-settings.js';
export type { PermissionSettings } from './permission-settings.schema.js';
export {
  aiAssistanceEnabled,
  assistantEntry,
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  normaliseFeatureFlags,
} from './feature-flags.js';
export { featureFlagsSchema, featureFlagsUpdateSchema } from './feature-flags.schema.js';
export type { AssistantEntry, FeatureFlagName, FeatureFlags } from './feature-flags.js';
export { ACCESS_FLAG_NAMES, accessFlags, DEFAULT_ACCESS_FLAGS } from './access-flags.js';
export type { AccessFlagName, AccessFlags } from './access-flags.js';
export {
  clientKeyFromName,
  isGeneration2Refused,
  isOrigin,
  LOGIN_TYPES,
  MAX_ALLOWED_ORIGINS,
  ORGANIZATION_LOGO_BOX,
  ORGANIZATION_LOGO_MAX_BYTES,
  ORGANIZATION_LOGO_MIME_TYPES,
  originOf,
} from './organization.js';
export {
  clientKeySchema,
  customizedPermissionsSchema,
  DEFAULT_CUSTOMIZED_PERMISSIONS,
  generationSchema,
  loginTypeSchema,
  organizationLogoAnswerSchema,
  organizationLogoSchema,
  organizationLogoUpdateSchema,
  organizationSchema,
  organizationSettingsSchema,
  organizationSettingsUpdateSchema,
  planTypeSchema,
} from './organization.schema.js';
export type {
  CustomizedPermissions,
  Generation,
  Organization,
  OrganizationLogo,
  OrganizationLogoUpdate,
  OrganizationSettings,
  OrganizationSettingsUpdate,
  PlanType,
} from './organization.schema.js';
export type { LoginType } from './organization.js';
export { displayIdentifier, displayName, LoginAccountType } from './user.js';
export { userKindSchema, userProfileSchema } from './user.schema.js';
export type { LoginAccountTypeValue } from './user.js';
export type { UserKind, UserProfile } from './user.schema.js';
export {
  classifySignInInput,
  EMAIL_PATTERN,
  confirmationErrors,
  employeeIdEmail,
  escapeHtml,
  FORBIDDEN_NAME_CHARS,
  FORBIDDEN_NAME_CHARS_STRICT,
  hasForbiddenNameChars,
  isEmail,
  isGeneratedEmail,
  isSharedAccountEmail,
  isValidPassword,
  nameErrors,
  titleErrors,
  normaliseEmail,
  passwordErrors,
  sharedAccountEmail,
  signInFieldErrors,
  withGenericDomain,
} from './validation.js';
export {
  forbiddenCharacterIn,
  inputProblemMessage,
  inspectInput,
  MAX_INPUT_DEPTH,
  PROTOTYPE_KEYS,
} from './text-input.js';
export type { InputFinding, InputProblem } from './text-input.js';
export {
  emailSchema,
  employeeIdSchema,
  nameSchema,
  titleSchema,
  passwordSchema,
  sharedAccountNameSchema,
} from './validation.schema.js';
export type {
  ConfirmationRuleKey,
  NameRuleKey,
  NameRuleOptions,
  PasswordRuleKey,
  SignInInput,
} from './validation.js';
export { ipAllowed, ipRestrictionBlocks, isValidIpRule } from './ip-rules.js';
export { ipRuleSchema } from './ip-rules.schema.js';
export {
  compareWorkspaceNames,
  DEFAULT_WORKSPACE_COLOR,
  filterWorkspacesByName,
  sortViewList,
  sortWorkspaces,
  WORKSPACE_COLORS,
} from './workspace.js';
export {
  workspaceColorSchema,
  workspaceCreateSchema,
  workspaceSchema,
  workspaceUpdateSchema,
} from './workspace.schema.js';
export type { Workspace, WorkspaceCreate, WorkspaceUpdate } from './workspace.schema.js';
export type { WorkspaceColor } from './workspace.js';
export { sortWorkspaceGroups, WORKSPACES_TYPES } from './workspace-group.js';
export {
  workspaceGroupCreateSchema,
  workspaceGroupSchema,
  workspaceGroupUpdateSchema,
  workspacesTypeSchema,
} from './workspace-group.schema.js';
export type {
  WorkspaceGroup,
  WorkspaceGroupCreate,
  WorkspaceGroupUpdate,
} from './workspace-group.schema.js';
export type { WorkspacesType } from './workspace-group.js';
export { teamCreateSchema, teamSchema } from './team.schema.js';
export type { Team, TeamCreate } from './team.schema.js';
export { categoryCreateSchema, categorySchema } from './category.schema.js';
export { categoryParentCreatesCycle } from './category.js';
export type { Category, CategoryCreate } from './category.schema.js';
export {
  ElearningLoginState,
  employeeIdSignInStep,
  IpCheckState,
  ipCheckStateFromResponse,
  PinResetStatus,
  pinStatusNeedsNewPin,
  PUBLIC_PIN_STATUS,
} from './login.js';
export { pinResetStatusSchema } from './login.schema.js';
export {
  formatPinSetupCode,
  isPinSetupCode,
  normalisePinSetupCode,
  PIN_SETUP_CODE_ALPHABET,
  PIN_SETUP_CODE_GROUP,
  PIN_SETUP_CODE_INVALID,
  PIN_SETUP_CODE_LENGTH,
  PIN_SETUP_CODE_TTL_HOURS,
  pinSetupPath,
} from './pin-setup-code.js';
export { canResetPin, ORG_USER_KINDS, orgUserKindOf } from './org-user.js';
export type { OrgUserKind } from './org-user.js';
export {
  orgUserKindSchema,
  orgUserListSchema,
  orgUserSchema,
  pinResetIssuedSchema,
  pinSetupIssuedSchema,
} from './org-user.schema.js';
export type { OrgUser, OrgUserList, PinResetIssued, PinSetupIssued } from './org-user.schema.js';
export type {
  ElearningLoginStateValue,
  EmployeeIdSignInInput,
  EmployeeIdSignInStep,
  IpCheckStateValue,
  PinResetStatusValue,
} from './login.js';
export { shouldKeepVersion } from './versioning.js';
export { versionedDocumentSchema } from './versioning.schema.js';
export { applyOrganizationSettingsUpdate } from './settings-update.schema.js';
export type { VersionedDocument } from './versioning.schema.js';
export { consentBannerNeeded } from './consent.js';
export { consentSchema } from './consent.schema.js';
export type { Consent } from './consent.schema.js';
export { ERROR_LOG_LIMITS } from './error-log.js';
export { errorLogEntrySchema } from './error-log.schema.js';
export { emailLocalPart, newPasswordFailure, passwordIncludesAccountName } from './new-password.js';
export type { ErrorLogEntry } from './error-log.schema.js';
export {
  BlockedReason,
  BUSY_EDITOR_OPERATIONS,
  ConvertStatus,
  EditorStatus,
  EditType,
  isEditorBusy,
  isEditorTranscoding,
  isSegmentationRunning,
  isTranscoding,
  isTranscriptionRunning,
  ReviewStatus,
  SpeechStatus,
  StepsStatus,
  TRANSCODING_EDITOR_STATUSES,
} from './workflow-status.js';
export {
  blockedReasonSchema,
  convertStatusSchema,
  editorStatusSchema,
  editTypeSchema,
  reviewStatusSchema,
  speechStatusSchema,
  stepsStatusSchema,
} from './workflow-status.schema.js';
export type {
  BlockedReasonValue,
  ConvertStatusValue,
  EditorStatusValue,
  EditTypeValue,
  ReviewStatusValue,
  SpeechStatusValue,
  StepsStatusValue,
} from './workflow-status.js';
export {
  CARD_STATUSES,
  canEditCard,
  cardDisabledInViewMode,
  cardStatus,
  duplicationBlockers,
  isWorkflowReady,
} from './card-status.js';
export type {
  CardStatus,
  CardStatusInput,
  CardStatusOptions,
  DuplicationBlocker,
} from './card-status.js';
export {
  applyCountChange,
  applyTitleUpdate,
  COUNT_REFETCH_DELAY_MS,
  workflowCounts,
} from './workflow.js';
export {
  imageMapSchema,
  workflowCountsSchema,
  workflowCreateSchema,
  workflowSchema,
  workflowTitleUpdateSchema,
} from './workflow.schema.js';
export type {
  Workflow,
  WorkflowCounts,
  WorkflowCreate,
  WorkflowTitleUpdate,
} from './workflow.schema.js';
export type { WorkflowCountEvent } from './workflow.js';
export {
  initialStepOrders,
  nextStepOrder,
  STEP_ORDER_SPACING,
  stepTitleFromSentences,
} from './step.js';
export { stepSchema } from './step.schema.js';
export type { Step } from './step.schema.js';
export {
  formatTimestamp,
  parseTimestamp,
  searchSnippet,
  SENTENCE_MAX_LENGTH,
  sentencesInRange,
  shiftSentences,
  SNIPPET_MATCH_LIMIT,
  SNIPPET_MATCH_LIMIT_DENSE,
  TRANSCRIPT_MAX_SENTENCES,
  transcriptionIsValid,
  validRange,
} from './transcription.js';
export {
  sentenceSchema,
  timestampSchema,
  transcriptionSchema,
  wordSchema,
} from './transcription.schema.js';
export type { SearchSnippet, Sentence, Word } from './transcription.js';
export type { Transcription } from './transcription.schema.js';
export {
  cueText,
  detectSubtitleFormat,
  formatSrt,
  formatSubtitles,
  formatSubtitleTime,
  formatVtt,
  parseSrt,
  parseSubtitles,
  parseVtt,
  SUBTITLE_FORMATS,
  SUBTITLE_MEDIA_TYPES,
  subtitleFormatOfName,
} from './subtitles.js';
export type { SubtitleFormat, SubtitleParse } from './subtitles.js';
export {
  subtitleDownloadQuerySchema,
  subtitleFormatSchema,
  TRANSCRIPT_FILE_FORMATS,
  TRANSCRIPT_FILE_MAX_LENGTH,
  transcriptFileFormatSchema,
  transcriptFileSchema,
} from './subtitles.schema.js';
export type {
  SubtitleDownloadQuery,
  TranscriptFile,
  TranscriptFileFormat,
} from './subtitles.schema.js';
export { textParagraphs, textSentences, timeTranscriptText } from './transcript-text.js';
export {
  LONG_SILENCE_SECONDS,
  LONG_SPAN_SECONDS,
  MIN_STEP_SECONDS,
  segmentSteps,
  SNAP_WINDOW_SECONDS,
} from './segmentation.js';
export type { SegmentInput, StepSpan, TimeSpan } from './segmentation.js';
export {
  containerFromFormatName,
  HLS_RENDITIONS,
  POSTER_AT_SECONDS,
  posterTime,
  renditionsFor,
  THUMBNAIL_JPEG_QUALITY,
  UploadProblem,
  uploadProblems,
  VIDEO_UPLOAD_LIMITS,
} from './media-limits.js';
export type {
  HlsRendition,
  UploadFacts,
  UploadProblemValue,
  VideoContainer,
} from './media-limits.js';
export { LIST_DEFAULT_PAGE_SIZE, LIST_MAX_PAGE_SIZE, pageInfo } from './page.js';
export { pageInfoSchema } from './page.schema.js';
export type { PageInfo } from './page.schema.js';
// Tracking record (002 §3-4): zod-free rules in tracking.ts, wire schema in tracking.schema.ts.
export {
  addPlayedTime,
  addStepPlayedTime,
  appendTrackingEvent,
  checkpointInterval,
  closeInterval,
  emptyTrackingStep,
  isNewerTracking,
  newTrackingRecord,
  openInterval,
  recordPlayedDuration,
  stepCounts,
  TRACKING_GAP_IGNORED_S,
  TRACKING_LIMITS,
  TRACKING_SYNC_INTERVAL_MS,
  withStep,
} from './tracking.js';
export type {
  MenuStepEvent,
  NewTrackingRecord,
  PlayedInterval,
  ResolutionEvent,
  StepBackEvent,
  StepMoveEvent,
  SubtitlesEvent,
  TimeSample,
  TrackingRecord,
  TrackingStep,
} from './tracking.js';
export { trackingRecordSchema, trackingStepSchema } from './tracking.schema.js';
export type { TrackingRecordInput } from './tracking.schema.js';
// Comments (002 §3-5, §9): zod-free rules in comment.ts, wire schemas in comment.schema.ts.
export {
  canDeleteComment,
  canEditComment,
  COMMENT_HIGHLIGHT_MS,
  COMMENT_LEVELS,
  COMMENT_MAX_LENGTH,
  COMMENT_MAX_PAGE_SIZE,
  COMMENT_PAGE_SIZE,
  COMMENT_REMOVE_DELAY_MS,
  commentEmojiToggle,
  commentProblem,
  commentSaveDisabled,
  commentSendDisabled,
  timeAgo,
} from './comment.js';
export type {
  Comment,
  CommentDeleter,
  CommentLevel,
  CommentProblem,
  CommentReaction,
  TimeAgoUnit,
} from './comment.js';
export {
  commentCreateSchema,
  commentLevelSchema,
  commentListQuerySchema,
  commentReactionCreateSchema,
  commentReactionSchema,
  commentSchema,
  commentTextSchema,
  commentUpdateSchema,
} from './comment.schema.js';
export type { CommentCreate, CommentReactionCreate, CommentUpdate } from './comment.schema.js';
// Workflow reactions (002 §3-4, §9): zod-free rules in reaction.ts, wire schemas in reaction.schema.ts.
export {
  isWorkflowReactionId,
  nextReaction,
  padCount,
  REACTION_CLICK_DEBOUNCE_MS,
  REACTION_LONG_PRESS_MS,
  reactionCounts,
  WORKFLOW_REACTION_IDS,
  WORKFLOW_REACTIONS,
} from './reaction.js';
export type {
  WorkflowReactionEntry,
  WorkflowReactionId,
  WorkflowReactionSetItem,
} from './reaction.js';
export {
  workflowReactionEntrySchema,
  workflowReactionIdSchema,
  workflowReactionSetItemSchema,
  workflowReactionsSchema,
  workflowReactionUpdateSchema,
} from './reaction.schema.js';
export type { WorkflowReactions, WorkflowReactionUpdate } from './reaction.schema.js';
// Content shares (001 §3, §6): zod-free rules in content-share.ts, wire schemas in content-share.schema.ts.
export {
  CONTENT_SHARE_TYPES,
  EXTERNAL_ACCESS_HEADER,
  EXTERNAL_ACCESS_TYPES,
  publicLinksAllowed,
  SHARE_TOKEN_KEY_PREFIX,
  shareAdmitsPublic,
  storedShareTokenValid,
} from './content-share.js';
export type {
  ContentShare,
  ContentShareType,
  ExternalAccessType,
  PublicLinkContext,
} from './content-share.js';
export {
  contentShareEnsureSchema,
  contentShareSchema,
  contentShareTypeSchema,
  contentShareUpdateSchema,
  externalAccessTypeSchema,
} from './content-share.schema.js';
export type { ContentShareEnsure, ContentShareUpdate } from './content-share.schema.js';
// SCORM export and e-learning (001 §3-4, §7; 002 §4, §7): zod-free rules in scorm-export.ts,
// wire schemas in scorm-export.schema.ts.
export {
  canRetryScormExport,
  isScormExportFinal,
  SCORM_DEFAULT_RESOLUTION,
  SCORM_EXPORT_MAX_WORKFLOWS,
  SCORM_EXPORT_SOURCES,
  SCORM_EXPORT_STATUSES,
  SCORM_EXPORT_TYPES,
  SCORM_LAUNCH_CONFIG_ID,
  SCORM_RESOLUTIONS,
  scormStandardOf,
} from './scorm-export.js';
export type {
  ScormExportSource,
  ScormExportStatus,
  ScormExportType,
  ScormLaunchConfig,
  ScormResolution,
} from './scorm-export.js';
export {
  rusticiValidateUserAnswerSchema,
  rusticiValidateUserSchema,
  scormDownloadSchema,
  scormExportCreateSchema,
  scormExportListQuerySchema,
  scormExportProcessSchema,
  scormExportSourceSchema,
  scormExportStatusSchema,
  scormExportTypeSchema,
  scormResolutionSchema,
} from './scorm-export.schema.js';
export type {
  RusticiValidateUser,
  RusticiValidateUserAnswer,
  ScormDownload,
  ScormExportCreate,
  ScormExportProcess,
} from './scorm-export.schema.js';
// E-learning progress (002 §4, §7, §9): zod-free rules the LMS adapter writes with.
export {
  addInterval,
  coveredSeconds,
  decodeProgress,
  ELEARNING_COMPLETION_RATIO,
  ELEARNING_RECORD_INTERVAL_MS,
  ELEARNING_WELCOME_MS,
  encodeProgress,
  formatLocation,
  formatScorm12Time,
  formatScorm2004Time,
  formatSessionTime,
  formatWatchedTime,
  isElearningComplete,
  mergeIntervals,
  parseLocation,
  parseWatchedTime,
  progressMeasure,
  SCORM_LIMITS,
} from './elearning.js';
export type {
  ElearningLocation,
  ElearningProgress,
  ScormStandard,
  WatchedInterval,
} from './elearning.js';
export {
  AGENTIC_ERRORS,
  ANSWER_LIKES,
  ANSWER_MODES,
  canSendChatMessage,
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_CONTEXT_MESSAGES,
  CHAT_FAILED_ANSWER_KEY,
  CHAT_INPUT_ROWS,
  CHAT_MAX_ATTACHMENTS,
  CHAT_MAX_FOLLOW_UPS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_MIN_LENGTH,
  CHAT_PANEL_WIDTH,
  CHAT_PING_INTERVAL_MS,
  CHAT_STATES,
  CHAT_TITLE_MAX_LENGTH,
  CHAT_TOP_K,
  CHAT_TYPES,
  chatMessageProblem,
  chatTitleFrom,
} from './chat.js';
export { chatStreamItemOfHistory } from './chat-stream.js';
export type {
  AgenticErrorKind,
  AnswerLike,
  AnswerMode,
  ChatMessageProblem,
  ChatState,
  ChatType,
} from './chat.js';
export {
  agenticErrorKindSchema,
  answerLikeSchema,
  answerModeSchema,
  chatAnswerSchema,
  chatDetailSchema,
  chatHistoryItemSchema,
  chatLikeBodySchema,
  chatLikeQuerySchema,
  chatListItemSchema,
  chatMessageBodySchema,
  chatQueryAnswerSchema,
  chatQueryBodySchema,
  chatQuerySchema,
  chatReferenceCardSchema,
  chatReferenceSchema,
  chatSopReferenceSchema,
  chatWorkflowReferenceSchema,
  chatReferencesAnswerSchema,
  chatReferencesBodySchema,
  chatStreamItemSchema,
  chatTypeSchema,
  createChatBodySchema,
  presetQuestionsSchema,
} from './chat.schema.js';
export type {
  ChatDetail,
  ChatHistoryItem,
  ChatListItem,
  ChatMessageBody,
  ChatQueryBody,
  ChatReference,
  ChatReferenceCard,
  ChatSopReference,
  ChatWorkflowReference,
  ChatStreamItem,
  CreateChatBody,
} from './chat.schema.js';
export { EventStreamParser } from './event-stream.js';
export type { ServerSentEvent } from './event-stream.js';
export {
  AI_SUMMARY_GENERATORS,
  AI_SUMMARY_MAX_HIGHLIGHTS,
  AI_SUMMARY_MAX_ITEMS,
  AI_SUMMARY_MAX_SENTENCES,
  AI_SUMMARY_STATUSES,
  AI_SUMMARY_TEXT_MAX_LENGTH,
  extractiveSummary,
  isAiSummaryProcessing,
  isAiSummaryShown,
  summaryTokens,
} from './ai-summary.js';
export type {
  AiSummary,
  AiSummaryContent,
  AiSummaryContentItem,
  AiSummaryGenerator,
  AiSummaryHighlight,
  AiSummarySopItem,
  AiSummarySource,
  AiSummaryStatus,
  ExtractiveOptions,
  SummaryStep,
} from './ai-summary.js';
export {
  aiSummaryContentItemSchema,
  aiSummaryContentSchema,
  aiSummaryCreateSchema,
  aiSummaryGeneratorSchema,
  aiSummaryHighlightSchema,
  aiSummarySchema,
  aiSummarySopItemSchema,
  aiSummaryStatusSchema,
  aiSummaryUpdateSchema,
  playerAiSummarySchema,
} from './ai-summary.schema.js';
export type { AiSummaryCreate, AiSummaryUpdate, AiSummaryView } from './ai-summary.schema.js';
// The wire contract (issue 17): every answer shared by the server and a client, and the route
// table @stepwise/api sends through. player.mini.ts is the element's zod/mini copy of the player's.
export {
  jobStateSchema,
  stepDetailSchema,
  stepDetailsAnswerSchema,
  stepSummarySchema,
  transcriptionAnswerSchema,
  transcriptionRefSchema,
  transcriptionViewSchema,
  workflowCardSchema,
  workflowCopiesAnswerSchema,
  workflowDetailAnswerSchema,
  workflowDetailSchema,
  workflowEventSchema,
  workflowListSchema,
  workflowStartedAnswerSchema,
  workflowViewSchema,
} from './workflow-view.schema.js';
export type {
  JobState,
  StepDetail,
  StepSummary,
  TranscriptionView,
  WorkflowCard,
  WorkflowDetail,
  WorkflowEvent,
  WorkflowList,
  WorkflowView,
} from './workflow-view.schema.js';
export {
  searchMatchSchema,
  searchResultSchema,
  searchResultsSchema,
} from './workflow-search.schema.js';
export type { SearchMatch, SearchResult, SearchResults } from './workflow-search.schema.js';
export {
  attachmentsSchema,
  mediaAccessSchema,
  playerStepSchema,
  playerWorkflowAnswerSchema,
  playerWorkflowSchema,
} from './player.schema.js';
export type { Attachments, MediaAccess, PlayerStep, PlayerWorkflow } from './player.schema.js';
export { playerWorkflowMiniAnswerSchema, playerWorkflowMiniSchema } from './player.mini.js';
export type { PlayerWorkflowMini } from './player.mini.js';
export {
  HLS_MEDIA_TYPE,
  LEGACY_PLAYER_STREAM_PATH,
  PLAYER_STREAM_PATH,
  fastStartVideo,
  isPlayerStreamUrl,
  playerStreamUrl,
} from './player-stream.js';
// The <stepwise-assistant> element's zod/mini copy of the chat answers it reads (issue 18).
export {
  chatDetailMiniSchema,
  chatHistoryItemMiniSchema,
  chatListAnswerMiniSchema,
  chatReferencesAnswerMiniSchema,
  chatStreamItemMiniSchema,
  presetQuestionsMiniSchema,
  workflowChatMiniSchema,
} from './chat.mini.js';
// The <stepwise-quiz> element's zod/mini copy of the quiz answers it reads (issue 19).
export {
  quizForTakingAnswerMiniSchema,
  quizForTakingMiniSchema,
  userQuizAnswerMiniSchema,
  userQuizHistoryAnswerMiniSchema,
  userQuizHistoryMiniSchema,
  userQuizMiniSchema,
} from './quiz.mini.js';
// The <stepwise-instruction> element's zod/mini copy of the smart-instruction answers it reads.
export {
  smartInstructionForViewingAnswerMiniSchema,
  smartInstructionForViewingMiniSchema,
  sopQuizCheckAnswerMiniSchema,
  sopQuizCheckResultMiniSchema,
  sopUserFileAnswerMiniSchema,
  sopUserFileMiniSchema,
  storedSopSessionAnswerMiniSchema,
  storedSopSessionMiniSchema,
} from './smart-instruction.mini.js';
export {
  emailAnswerSchema,
  localSessionSchema,
  loginSettingsSchema,
  pinSetAnswerSchema,
  pinStatusAnswerSchema,
  sessionSchema,
  ssoCheckSchema,
} from './session.schema.js';
export type { LocalSession, LoginSettings, Session, SsoCheck } from './session.schema.js';
export {
  partUrlSchema,
  partUrlsAnswerSchema,
  storePartAnswerSchema,
  storePartSchema,
  uploadAnswerSchema,
  uploadSchema,
  uploadedPartAnswerSchema,
  uploadedPartSchema,
} from './upload.schema.js';
export type { PartUrl, StorePart, Upload, UploadedPart } from './upload.schema.js';
export { routeAnswers } from './route-answers.schema.js';
export type { RouteAnswer, RouteKey, RouteMethod, RouteParams } from './route-answers.schema.js';
export { idAnswerSchema, idItemAnswerSchema } from './response.schema.js';
export {
  workspaceDetailAnswerSchema,
  workspaceDetailSchema,
  workspaceItemAnswerSchema,
  workspaceItemSchema,
  workspaceItemsAnswerSchema,
  workspaceLikeAnswerSchema,
  workspaceWithRoleSchema,
  workspacesWithRoleAnswerSchema,
} from './workspace.schema.js';
export type { WorkspaceDetail, WorkspaceItem, WorkspaceWithRole } from './workspace.schema.js';
export {
  workspaceGroupAnswerSchema,
  workspaceGroupWithWorkspacesSchema,
  workspaceGroupsAnswerSchema,
} from './workspace-group.schema.js';
export type { WorkspaceGroupWithWorkspaces } from './workspace-group.schema.js';
export { userConsentSchema, userConsentsAnswerSchema } from './consent.schema.js';
export type { UserConsent } from './consent.schema.js';
export { permissionViewSchema } from './permission-settings.schema.js';
export type { PermissionView } from './permission-settings.schema.js';
export { ipCheckAnswerSchema } from './organization.schema.js';
export {
  addedUserSchema,
  peopleAnswerSchema,
  peopleQuerySchema,
  personOptionSchema,
} from './org-user.schema.js';
export type { AddedUser, PersonOption } from './org-user.schema.js';
export { storedTrackingSchema, trackingItemSchema, trackingPageSchema } from './tracking.schema.js';
export type { StoredTracking, TrackingItem } from './tracking.schema.js';
export {
  commentAnswerSchema,
  commentPageSchema,
  commentReactionAnswerSchema,
  commentReactionsAnswerSchema,
} from './comment.schema.js';
export { contentShareAnswerSchema } from './content-share.schema.js';
export type { ContentShareItem } from './content-share.schema.js';
export { aiSummaryAnswerSchema, workflowAiSummaryAnswerSchema } from './ai-summary.schema.js';
export {
  scormExportAnswerSchema,
  scormExportItemsSchema,
  scormExportPageSchema,
} from './scorm-export.schema.js';
export { chatLikeAnswerSchema, chatListAnswerSchema, chatsClearedSchema } from './chat.schema.js';

// Quizzes (issue 19): rules and constants zod-free, wire schemas in quiz.schema.ts.
export {
  bestAttempt,
  DEFAULT_REFERENCE_SOURCE,
  EXPLANATION_MAX_LENGTH,
  gradeQuiz,
  isQuizIncomplete,
  isQuizProcessing,
  newQuestion,
  OPTION_COUNT,
  OPTION_LETTERS,
  OPTION_TEXT_MAX_LENGTH,
  openQuizMode,
  optionLettersOf,
  QUESTION_TITLE_MAX_LENGTH,
  QUESTION_TYPES,
  QUIZ_GENERATE_DEFAULT_COUNT,
  QUIZ_GENERATE_MAX_COUNT,
  QUIZ_GENERATORS,
  QUIZ_MAX_QUESTIONS,
  QUIZ_MODES,
  QUIZ_PASSING_SCORE,
  QUIZ_RESULT_LABELS,
  QUIZ_RESULTS,
  QUIZ_STATUS_DEFAULT,
  QUIZ_STATUSES,
  quizProblems,
  quizResult,
  quizScore,
  REFERENCE_SOURCE_MAX_LENGTH,
  TRUE_FALSE_OPTION_TEXTS,
} from './quiz.js';
export type {
  OptionLetter,
  Question,
  QuestionType,
  QuizCompletedDetail,
  QuizGenerator,
  QuizMode,
  QuizOption,
  QuizProblem,
  QuizResult,
  QuizStatus,
} from './quiz.js';
export {
  optionLetterSchema,
  questionForTakingSchema,
  questionInputSchema,
  questionSchema,
  questionTypeSchema,
  quizAnswerSchema,
  quizCreateSchema,
  quizForTakingAnswerSchema,
  quizForTakingSchema,
  quizGenerateSchema,
  quizGeneratorSchema,
  quizOptionSchema,
  quizPublishedStatusAnswerSchema,
  quizPublishedStatusQuerySchema,
  quizPublishedStatusSchema,
  quizResultSchema,
  quizSchema,
  quizStatusSchema,
  quizUpdateSchema,
  submittedAnswerSchema,
  userQuizAnswerSchema,
  userQuizHistoryAnswerSchema,
  userQuizHistorySchema,
  userQuizQuerySchema,
  userQuizSchema,
  userQuizSubmitSchema,
  userQuizSummarySchema,
} from './quiz.schema.js';
export type {
  QuestionForTaking,
  QuestionInput,
  QuestionView,
  QuizCreate,
  QuizForTaking,
  QuizGenerate,
  QuizUpdate,
  QuizView,
  SubmittedAnswer,
  UserQuizHistory,
  UserQuizSubmit,
  UserQuizSummary,
  UserQuizView,
} from './quiz.schema.js';

// Smart instructions (multimodal SOPs, issue 20): rules, defaults and limits zod-free in
// smart-instruction.ts, the step list's rules in sop-list.ts, wire schemas in
// smart-instruction.schema.ts.
export {
  CHECKLIST_ITEM_TEXT_MAX_LENGTH,
  CHECKLIST_MAX_ITEMS,
  CONCLUSION_ORDER,
  CONTENT_MODES,
  CRITERIA_MAX,
  CRITERION_TITLE_MAX_LENGTH,
  defaultItemTitle,
  FILE_REQUEST_SOURCE_TYPES,
  fixedItemOrder,
  INTRODUCTION_ORDER,
  isGuestMode,
  isReviewMode,
  newChecklistItems,
  NO_FILE_PROVIDED,
  opensInViewMode,
  PUBLISH_OPTION_LABELS,
  PUBLISH_OPTIONS,
  SMART_INSTRUCTION_DEFAULTS,
  SMART_INSTRUCTION_PAGE_SIZE,
  SMART_INSTRUCTION_STATUSES,
  SMART_INSTRUCTION_TYPE_LABELS,
  SMART_INSTRUCTION_TYPES,
  SMART_INSTRUCTION_UPLOAD_LIMITS,
  smartInstructionCardDisabled,
  smartInstructionCardStatus,
  smartInstructionUploadProblem,
  SOP_ATTACHMENT_KINDS,
  SOP_BETA_ITEM_TYPES,
  SOP_CARD_TYPES,
  SOP_DESCRIPTION_MAX_LENGTH,
  SOP_FILE_NAME_MAX_LENGTH,
  SOP_ITEM_ALL_TYPES,
  SOP_ITEM_MAX_ATTACHMENTS,
  SOP_ITEM_OTHER_TYPES,
  SOP_ITEM_TYPES,
  SOP_ITEM_VERSION,
  SOP_MAX_ITEMS,
  SOP_STEP_TYPES,
  SOURCE_FILE_TYPES,
  STEP_GROUP_FOLLOWER_TYPES,
} from './smart-instruction.js';
export type {
  ContentMode,
  FileRequestSourceType,
  PublishOption,
  SmartInstructionCardStatus,
  SmartInstructionStatus,
  SmartInstructionType,
  SmartInstructionUploadKind,
  SmartInstructionUploadProblem,
  SopAttachmentKind,
  SopEditorItemType,
  SopItemType,
  SopListMode,
  SourceFileType,
} from './smart-instruction.js';
export {
  dropRefusal,
  insertRefusal,
  insertSopItem,
  listRefusal,
  moveSopItem,
  normaliseSopItems,
  SopRuleMessage,
  stepGroup,
} from './sop-list.js';
export type { SopListItem, SopListResult, SopRuleMessageValue } from './sop-list.js';
// Running an SOP one step at a time (<stepwise-instruction> run mode): run steps, the finish rule.
export {
  canFinishSopRun,
  sopRunDurationSeconds,
  sopRunItemSatisfied,
  sopRunMissing,
  sopRunProgressFraction,
  sopRunRequirement,
  sopRunStepSatisfied,
  sopRunSteps,
} from './sop-run.js';
export type {
  SopRunItem,
  SopRunItemProgress,
  SopRunProgress,
  SopRunRequirement,
  SopRunStep,
} from './sop-run.js';
export {
  checklistItemInputSchema,
  checklistItemSchema,
  evaluationCriterionSchema,
  fileRequestSchema,
  publishOptionSchema,
  smartCompareSchema,
  smartInstructionAnswerSchema,
  smartInstructionCreateAnswerSchema,
  smartInstructionCreateSchema,
  smartInstructionDeleteSchema,
  smartInstructionDuplicateAnswerSchema,
  smartInstructionDuplicateSchema,
  smartInstructionForViewingAnswerSchema,
  smartInstructionForViewingSchema,
  smartInstructionListQuerySchema,
  smartInstructionPageSchema,
  smartInstructionPlayerQuerySchema,
  smartInstructionReplaceSchema,
  smartInstructionSchema,
  smartInstructionSearchQuerySchema,
  smartInstructionStatusSchema,
  smartInstructionSummarySchema,
  smartInstructionTypeSchema,
  smartInstructionUpdateSchema,
  SOP_EDIT_EVENT_TYPES,
  sopAttachmentKindSchema,
  sopAttachmentSchema,
  sopEditEventBatchSchema,
  sopEditEventInputSchema,
  sopEditEventListSchema,
  sopEditEventSchema,
  sopItemDeleteSchema,
  sopItemForViewingSchema,
  sopItemInputSchema,
  sopItemInsertSchema,
  sopItemMoveSchema,
  sopItemSchema,
  sopItemTypeSchema,
  sopItemUpdateSchema,
  sopMediaAnswerSchema,
  sopMediaSchema,
  sopQuizCheckAnswerSchema,
  sopQuizCheckResultSchema,
  sopQuizCheckSchema,
  sopSessionItemSchema,
  sopSessionListQuerySchema,
  sopSessionPageSchema,
  sopTrackingSchema,
  sopTranscriptionAnswerSchema,
  sopTranscriptionSchema,
  sopUserFileAnswerSchema,
  sopUserFileSchema,
  sopVersionHistoryListSchema,
  sopVersionHistoryQuerySchema,
  sopVersionHistorySchema,
  sopWarmupAnswerSchema,
  storedSopSessionAnswerSchema,
  storedSopSessionSchema,
} from './smart-instruction.schema.js';
export type {
  ChecklistItem,
  FileRequest,
  SmartCompare,
  SmartInstruction,
  SmartInstructionCreate,
  SmartInstructionForViewing,
  SmartInstructionListQuery,
  SmartInstructionReplace,
  SmartInstructionSummary,
  SmartInstructionUpdate,
  SopAttachment,
  SopEditEvent,
  SopEditEventBatch,
  SopItem,
  SopItemForViewing,
  SopItemInput,
  SopItemInsert,
  SopItemMove,
  SopItemUpdate,
  SopMedia,
  SopQuizCheck,
  SopQuizCheckResult,
  SopSessionItem,
  SopTracking,
  SopUserFile,
  SopVersionHistory,
  StoredSopSession,
} from './smart-instruction.schema.js';
// Issue 21: the workflow editors (video-editor model, timeline, key terms, step attachments).
export * from './video-edit.js';
export * from './timeline.js';
export * from './key-terms.js';
export * from './step-attachment.js';
export * from './editor-choice.js';
export * from './video-edit.schema.js';

// Issue 22: annotations and voice (annotation canvas rules, voice-over blocks, dubbing).
export * from './annotation.js';
export * from './annotation.schema.js';
export * from './voice-over.js';
export * from './voice-over.schema.js';

// Issue 23: sharing (restricted and password links), version history, approval workflows.
export * from './content-share.js';
export * from './content-share.schema.js';
export * from './workflow-version.js';
export * from './workflow-version.schema.js';
export * from './approval.js';
export * from './approval.schema.js';

// Issue 24: skills, tasks, due dates, notifications, home.
export * from './skill.js';
export * from './skill.schema.js';
export * from './task.js';
export * from './task.schema.js';
export * from './due-date.js';
export * from './notification.js';
export * from './notification.schema.js';
export * from './home.schema.js';

// Issue 25: analytics (facts, legacy and configurable reports, exports) and administration.
export * from './analytics.js';
export * from './analytics.schema.js';
export * from './analytics-reports.schema.js';
export * from './analytics-advanced.js';
export * from './analytics-advanced.schema.js';
export * from './analytics-quiz.schema.js';
export * from './admin-users.js';
export * from './admin-users.schema.js';
export * from './admin-settings.js';
export * from './admin-settings.schema.js';
export * from './org-tools.js';
export * from './org-tools.schema.js';
