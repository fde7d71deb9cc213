// Explicit named exports only: the public surface of @stepwise/api is this list.

export {
  createApi,
  handedSession,
  isHandedSession,
  memoryTokenStore,
  readWrapped,
  request,
} from './client.js';
export type { Api, ApiOptions, RequestOptions, TokenStore } from './client.js';
export { abortError, isAbortError, statusOf, withStatus } from './errors.js';
export type { ApiErrorData } from './errors.js';
export { getProfile, login, logout } from './auth.js';
export {
  acceptInvitation,
  checkIdp,
  finishSelfSignup,
  forgotPassword,
  forgotPin,
  getLoginSettings,
  getPinStatus,
  resetPassword,
  setPin,
  signInEmployeeId,
  signInEmployeePin,
  signInSharedAccount,
} from './accounts.js';
export {
  checkIpAccess,
  getOrganizationLogo,
  getOrganizationSettings,
  getPermissionSettings,
  removeOrganizationLogo,
  setOrganizationLogo,
  updateCustomizedPermissions,
} from './organization.js';
export type { CustomizedPermissionsUpdate } from './organization.js';
export { answerConsent, listConsents } from './consents.js';
export {
  createWorkspace,
  createWorkspaceGroup,
  deleteWorkspace,
  deleteWorkspaceGroup,
  getWorkspace,
  likeWorkspace,
  listWorkspaceGroups,
  updateWorkspace,
  updateWorkspaceGroup,
} from './workspaces.js';
export { changePassword, updateProfile } from './profile.js';
export type { ProfileUpdate } from './profile.js';
export { inviteUser, listOrgUsers, resetEmployeePin, searchPeople } from './users.js';
export {
  createCategory,
  createTeam,
  deleteCategory,
  deleteTeam,
  getAdminOverview,
  getWorkspaceRoles,
  importUsers,
  listAdminUsers,
  listCategories,
  listTeamMembers,
  renameTeam,
  setTeamMembers,
  setUserDisabled,
  setWorkspaceRoles,
  updateCategory,
} from './admin.js';
export type { AdminUserQuery } from './admin.js';
export {
  createQrCode,
  deleteQrCode,
  getAiUsage,
  getBusiness,
  getInterfaceLanguage,
  getMavenSettings,
  listIntegrations,
  listQrCodes,
  saveIpRestriction,
  searchQrContents,
  setFeatureFlag,
  updateBusiness,
  updateInterfaceLanguage,
  updateMavenSettings,
} from './admin-settings.js';
export type { GrantRole, GroupUserInvite, OrgUserQuery } from './users.js';
export {
  deleteWorkflow,
  duplicateWorkflow,
  getTranscription,
  getWorkflow,
  getWorkflowCounts,
  getWorkflowSteps,
  listOwnedByMe,
  listWorkspaceWorkflows,
  moveWorkflow,
  publishWorkflow,
  renameWorkflow,
  unpublishWorkflow,
} from './workflows.js';
export type { ListQuery } from './workflows.js';
export { downloadSubtitles, uploadTranscriptFile } from './transcripts.js';
export { searchWorkflows, searchWorkflowsAdvanced } from './search.js';
export type { SearchFilters, SearchQuery, SearchRequest } from './search.js';
export { getAccess, getPlayerWorkflow } from './player.js';
export type { Resolution } from './player.js';
export {
  createUpload,
  deleteUpload,
  getUpload,
  initializeWorkflow,
  presignUploadParts,
  reportStorePart,
} from './uploads.js';
export type { InitializeInput } from './uploads.js';
export { missingParts, partRange, uploadFile } from './upload-file.js';
export type { UploadFileOptions, UploadProgress } from './upload-file.js';
export { EventStreamParser } from './event-stream.js';
export type { ServerSentEvent } from './event-stream.js';
export { FINAL_JOB_STATUSES, isFinalEvent, watchWorkflow } from './watch-workflow.js';
export type { WatchOptions } from './watch-workflow.js';
// The answers' schemas and types are core's (the wire contract, issue 17), re-exported here
// under the names this client has always offered.
export {
  attachmentsSchema,
  jobStateSchema,
  localSessionSchema,
  loginSettingsSchema,
  permissionViewSchema,
  playerStepSchema,
  playerWorkflowSchema,
  searchMatchSchema,
  searchResultSchema,
  searchResultsSchema,
  sessionSchema,
  ssoCheckSchema,
  stepDetailSchema,
  stepSummarySchema,
  trackingItemSchema,
  uploadSchema,
  userConsentSchema,
  workflowCardSchema,
  workflowDetailSchema,
  workflowEventSchema,
  workflowListSchema,
  workflowViewSchema,
  workspaceDetailSchema,
  workspaceGroupWithWorkspacesSchema,
} from '@stepwise/core';
export type {
  AddedUser,
  Attachments,
  ContentShareItem,
  JobState,
  LocalSession,
  LoginSettings,
  MediaAccess,
  PageInfo,
  PartUrl,
  PlayerStep,
  PlayerWorkflow,
  SearchMatch,
  SearchResult,
  SearchResults,
  Session,
  SsoCheck,
  StepDetail,
  StepSummary,
  StoredTracking,
  TrackingItem,
  TranscriptionView,
  Upload,
  UserConsent,
  WorkflowCard,
  WorkflowDetail,
  WorkflowEvent,
  WorkflowList,
  WorkflowView,
  WorkspaceDetail,
  WorkspaceGroupWithWorkspaces,
} from '@stepwise/core';
export { call, readAnswer, routePath } from './call.js';
export type { CallArgs } from './call.js';
// Player features (issue 5): tracking, comments, workflow reactions, content shares.
export { beaconTracking, listTracking, sendTracking } from './tracking.js';
export {
  addCommentReaction,
  deleteComment,
  listCommentReactions,
  listComments,
  removeCommentReaction,
  sendComment,
  updateComment,
} from './comments.js';
export type { CommentQuery } from './comments.js';
export { getWorkflowReactions, removeWorkflowReaction, setWorkflowReaction } from './reactions.js';
export {
  ensureContentShare,
  ensureSmartInstructionShare,
  getContentShare,
  getSharedPlayerWorkflow,
  updateContentShare,
} from './content-shares.js';
export {
  availableScormExports,
  createScormExport,
  downloadScormExport,
  downloadWorkflowScorm,
  getScormExport,
  listScormExports,
  retryScormExport,
  signInWithCustomToken,
  validateLmsUser,
} from './scorm-export.js';
export type { ScormExportListQuery } from './scorm-export.js';
// The assistant's chat (issue 7): every chat path, the answering calls streaming.
export {
  ChatError,
  chatErrorOf,
  clearChats,
  clearWorkflowChat,
  createChat,
  createChatAnswer,
  getChat,
  getChatReferences,
  getPresetQuestions,
  getWorkflowChat,
  likeChatMessage,
  listChats,
  sendChatMessage,
} from './chats.js';
export type { AskOptions, NewChatQuestion } from './chats.js';
export { createAiSummary, deleteAiSummary, getAiSummary, updateAiSummary } from './ai-summary.js';
export {
  createQuiz,
  generateQuiz,
  getQuiz,
  getQuizPublishedStatus,
  getQuizUserQuiz,
  getUserQuiz,
  getWorkflowQuiz,
  getWorkflowUserQuiz,
  submitUserQuiz,
  updateQuiz,
} from './quiz.js';
export {
  attachSopMedia,
  checkSopQuiz,
  createSmartInstruction,
  createSopEditEvents,
  deleteSmartInstruction,
  deleteSopItem,
  duplicateSmartInstruction,
  getPlayerSmartInstruction,
  getSmartInstruction,
  insertSopItemAt,
  listOwnedSmartInstructions,
  listSopSessions,
  listSopVersionEditEvents,
  listSopVersionHistories,
  listTeams,
  listWorkspaceSmartInstructions,
  moveSopItemTo,
  replaceSmartInstruction,
  searchSmartInstructions,
  sendSopTracking,
  transcribeSopItem,
  updateSmartInstruction,
  updateSopItem,
  uploadSopUserFile,
  warmUpSmartInstructions,
} from './smart-instructions.js';
export type { SopPageQuery } from './smart-instructions.js';
export * from './workflow-editor.js';
export * from './annotations-voice.js';
// Issue 23: sharing, versions and approvals.
export { getShareLanding, issueShareToken, requestShareAccessCode } from './content-shares.js';
export {
  diffWorkflowVersions,
  getPlayerWorkflowVersion,
  getSmartInstructionVersion,
  listWorkflowVersions,
  restoreSmartInstructionVersion,
  restoreWorkflowVersion,
} from './workflow-versions.js';
export {
  actOnApprovalRequest,
  approvalHistories,
  createApprovalWorkflow,
  deleteApprovalWorkflow,
  getApprovalRequest,
  listApprovalWorkflows,
  listAssignedApprovalRequests,
  listMyNotifications,
  updateApprovalWorkflow,
} from './approvals.js';
// Issue 24: skills, tasks, notifications and home.
export * from './skills.js';
export * from './tasks.js';
export * from './notifications.js';
export * from './home.js';
// Issue 25: the legacy analytics reports.
export {
  analyticsSearch,
  orgEngagement,
  orgOverview,
  sopDetails,
  sopTrend,
  topUsers,
  topWorkspaces,
  userOverview,
  userReport,
  usersOverview,
  userViewHistory,
  workflowDetails,
  workflowDropOff,
  workflowOverview,
  workflowReportList,
  workflowTrend,
  workspaceReport,
  type AnalyticsQuery,
} from './analytics.js';
// Issue 25: quiz and skills reports, the configurable reports and exports.
export {
  agGridConfiguration,
  columnDisplayNames,
  contentAnalysis,
  createGridState,
  createReportExport,
  deleteGridState,
  downloadReportExport,
  exportQueryOf,
  getReportExport,
  listGridStates,
  listReportExports,
  quizOverview,
  quizPerformance,
  quizResultHistory,
  quizUserList,
  quizWorkflowList,
  skillAnalysis,
  skillsPerformance,
  updateGridState,
} from './reports.js';
// Issue 25: organisation tools (data hub, API keys, governance, troubleshooting).
export {
  createApiKey,
  listApiKeys,
  listGovernedContent,
  listTroubleshootingReports,
  markContentReviewed,
  pingServer,
  revokeApiKey,
  sendTroubleshootingReport,
  startDataHubExport,
  updateGovernedContent,
  type GovernanceListQuery,
} from './org-tools.js';
