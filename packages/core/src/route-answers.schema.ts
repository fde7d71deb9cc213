/**
 * The wire contract of every route a client reads: `'METHOD /path'` (the server's route pattern,
 * `:name` for a path parameter) to the schema of the wrapper's `data` on success. `@stepwise/api`
 * sends its requests through this table (the method and path come from the key, the answer is
 * parsed with its schema), and the server's route tests parse every answer they receive with it
 * (packages/server/test/contract), so a server answer and its client cannot disagree unnoticed.
 *
 * Routes that answer a stream, a file or a redirect are not here: only their refusals are JSON.
 */
import { z } from 'zod';
import { adminPeopleRouteAnswers } from './route-answers-admin-people.schema.js';
import { adminSettingsRouteAnswers } from './route-answers-admin-settings.schema.js';
import { analyticsRouteAnswers } from './route-answers-analytics.schema.js';
import { orgToolsRouteAnswers } from './route-answers-org-tools.schema.js';
import { reportRouteAnswers } from './route-answers-reports.schema.js';
import {
  annotationBatchAnswerSchema,
  annotationImageAnswerSchema,
  annotationListSchema,
} from './annotation.schema.js';
import {
  textToSpeechAudioListSchema,
  textToSpeechGeneratedSchema,
  textToSpeechHistoryAnswerSchema,
  textToSpeechHistoryListSchema,
  ttsVoicesAnswerSchema,
  voiceRecordingAnswerSchema,
  workflowDubAnswerSchema,
  workflowDubListSchema,
} from './voice-over.schema.js';
import { aiSummaryAnswerSchema, workflowAiSummaryAnswerSchema } from './ai-summary.schema.js';
import {
  chatDetailSchema,
  chatHistoryItemSchema,
  chatLikeAnswerSchema,
  chatListAnswerSchema,
  chatReferencesAnswerSchema,
  chatsClearedSchema,
  presetQuestionsSchema,
} from './chat.schema.js';
import {
  commentAnswerSchema,
  commentPageSchema,
  commentReactionAnswerSchema,
  commentReactionsAnswerSchema,
} from './comment.schema.js';
import { userConsentSchema, userConsentsAnswerSchema } from './consent.schema.js';
import {
  contentShareAnswerSchema,
  issuedShareTokenAnswerSchema,
  shareAccessCodeAnswerSchema,
  shareLandingAnswerSchema,
} from './content-share.schema.js';
import {
  workflowVersionDiffAnswerSchema,
  workflowVersionListSchema,
} from './workflow-version.schema.js';
import {
  approvalGroupedHistoriesSchema,
  approvalRequestAnswerSchema,
  approvalRequestPageSchema,
  approvalWorkflowAnswerSchema,
  approvalWorkflowPageSchema,
} from './approval.schema.js';
import {
  assignedSkillAnswerSchema,
  assignedSkillPageSchema,
  skillAnswerSchema,
  skillAssigneeListSchema,
  skillCertificateAnswerSchema,
  skillMatrixSchema,
  skillPageSchema,
  skillPerformanceListSchema,
  teamSkillListSchema,
} from './skill.schema.js';
import {
  assigneeSettingAnswerSchema,
  assigneeSettingListSchema,
  taskAnswerSchema,
  taskBatchDeleteAnswerSchema,
  taskPageSchema,
  taskPerformanceAnswerSchema,
  taskPerformanceListSchema,
  taskPerformancePageSchema,
  taskTeamMembersSchema,
} from './task.schema.js';
import {
  contentLikeAnswerSchema,
  contentLikesSchema,
  notificationCountsSchema,
  notificationListSchema,
  notificationSentSchema,
  reviewedRunAnswerSchema,
  reviewedRunListSchema,
  runCommentAnswerSchema,
  runCommentListSchema,
} from './notification.schema.js';
import { favoritesSchema, homeDiscoverSchema, homeOverviewSchema } from './home.schema.js';
import {
  ipCheckAnswerSchema,
  organizationLogoAnswerSchema,
  organizationSettingsSchema,
} from './organization.schema.js';
import {
  addedUserSchema,
  orgUserListSchema,
  peopleAnswerSchema,
  pinResetIssuedSchema,
} from './org-user.schema.js';
import { permissionViewSchema } from './permission-settings.schema.js';
import { teamSchema } from './team.schema.js';
import { mediaAccessSchema, playerWorkflowAnswerSchema } from './player.schema.js';
import { workflowReactionsSchema } from './reaction.schema.js';
import {
  quizAnswerSchema,
  quizForTakingAnswerSchema,
  quizPublishedStatusAnswerSchema,
  userQuizAnswerSchema,
  userQuizHistoryAnswerSchema,
} from './quiz.schema.js';
import { idAnswerSchema, idItemAnswerSchema } from './response.schema.js';
import {
  rusticiValidateUserAnswerSchema,
  scormExportAnswerSchema,
  scormExportItemsSchema,
  scormExportPageSchema,
} from './scorm-export.schema.js';
import {
  emailAnswerSchema,
  localSessionSchema,
  loginSettingsSchema,
  pinSetAnswerSchema,
  pinStatusAnswerSchema,
  sessionSchema,
  ssoCheckSchema,
} from './session.schema.js';
import {
  smartInstructionAnswerSchema,
  smartInstructionCreateAnswerSchema,
  smartInstructionDuplicateAnswerSchema,
  smartInstructionForViewingAnswerSchema,
  smartInstructionPageSchema,
  sopEditEventListSchema,
  sopMediaAnswerSchema,
  sopQuizCheckAnswerSchema,
  sopSessionPageSchema,
  sopTranscriptionAnswerSchema,
  sopUserFileAnswerSchema,
  sopVersionHistoryListSchema,
  sopWarmupAnswerSchema,
  storedSopSessionAnswerSchema,
} from './smart-instruction.schema.js';
import { storedTrackingSchema, trackingPageSchema } from './tracking.schema.js';
import {
  partUrlsAnswerSchema,
  storePartAnswerSchema,
  uploadAnswerSchema,
  uploadedPartAnswerSchema,
} from './upload.schema.js';
import { userProfileSchema } from './user.schema.js';
import {
  stepAttachmentAnswerSchema,
  stepAttachmentListSchema,
  workflowClipAnswerSchema,
  workflowEditDocumentAnswerSchema,
  workflowEditEventListSchema,
  workflowEditsSavedSchema,
  workflowEditStepsAnswerSchema,
  workflowFeedbackAnswerSchema,
  workflowRenderListSchema,
  workflowReviewersSchema,
} from './video-edit.schema.js';
import { workflowCountsSchema } from './workflow.schema.js';
import { searchResultsSchema } from './workflow-search.schema.js';
import {
  stepDetailsAnswerSchema,
  transcriptionAnswerSchema,
  workflowCopiesAnswerSchema,
  workflowDetailAnswerSchema,
  workflowListSchema,
  workflowStartedAnswerSchema,
} from './workflow-view.schema.js';
import {
  workspaceGroupAnswerSchema,
  workspaceGroupsAnswerSchema,
} from './workspace-group.schema.js';
import {
  workspaceDetailAnswerSchema,
  workspaceItemAnswerSchema,
  workspaceLikeAnswerSchema,
} from './workspace.schema.js';

/** A route that answers `data: null` on success. */
const nothing = z.null();

export const routeAnswers = {
  // Sign-in and accounts (000 §4, §7)
  'POST /v1/auth/login': sessionSchema,
  'POST /v1/auth/refresh': sessionSchema,
  'POST /v1/auth/logout': nothing,
  'POST /v1/auth/custom-token': sessionSchema,
  'POST /sso/check-idp': ssoCheckSchema.nullable(),
  'GET /v1/permission-settings/client-key/:clientKey': loginSettingsSchema,
  'GET /v1/auth/employeeIdPIN/status': pinStatusAnswerSchema,
  'POST /admin/gettoken': localSessionSchema,
  'POST /v1/auth/employeeId-account/login': localSessionSchema,
  'POST /v1/auth/employeeId-account/refresh': localSessionSchema,
  'POST /v1/auth/shared-account/login': localSessionSchema,
  'POST /v1/auth/shared-account/refresh': localSessionSchema,
  'POST /reset/forgot': nothing,
  'POST /v1/reset/password/employeeIdPIN/forgot-PIN': nothing,
  'PUT /v1/reset/password/employeeIdPIN': pinSetAnswerSchema,
  'POST /invite/v2/setuser': emailAnswerSchema,
  'POST /v1/self-signup/setuser': emailAnswerSchema,
  'POST /reset/v2/setpwd': emailAnswerSchema,
  'POST /v1/auth/reset-password': emailAnswerSchema,
  // Profile, organisation, consents (000 §3-§4)
  'GET /v1/profile/me': userProfileSchema,
  'PATCH /v1/profile/me': userProfileSchema,
  'POST /admin/organization/settings': organizationSettingsSchema,
  'GET /v1/permission-settings/organization/:id': permissionViewSchema,
  'POST /v1/permission/check-ip-access': ipCheckAnswerSchema,
  'GET /v1/user-consents': userConsentsAnswerSchema,
  'POST /v1/user-consents': userConsentSchema,
  'PUT /v1/user-consents/:consentId': userConsentSchema,
  // Users (000 §6, issue 14)
  'POST /user/add': addedUserSchema,
  'GET /v1/admin/users': orgUserListSchema,
  'POST /v1/reset/password/employeeIdPIN/request': pinResetIssuedSchema,
  // Workspaces and groups (002 §5, §7)
  'GET /v1/workspaces-groups/': workspaceGroupsAnswerSchema,
  'POST /v1/workspaces-groups/': workspaceGroupAnswerSchema,
  'PATCH /v1/workspaces-groups/:id': workspaceGroupAnswerSchema,
  'DELETE /v1/workspaces-groups/:id': idItemAnswerSchema,
  'GET /v1/groups/:id': workspaceDetailAnswerSchema,
  'POST /v1/workspaces': workspaceItemAnswerSchema,
  'PATCH /v1/workspaces/:id': workspaceItemAnswerSchema,
  'DELETE /v1/workspaces/:id': idItemAnswerSchema,
  'POST /v1/user-likes/workspaces': workspaceLikeAnswerSchema,
  // The organisation's teams (Publish to Team, issue 20), or one workspace's.
  'GET /v1/teams': z.object({ items: z.array(teamSchema) }),
  // Workflows (001 §7, 002 §4, §7)
  'GET /v1/workspaces/:id/workflows': workflowListSchema,
  'GET /v1/workspaces/:id/workflow-counts': workflowCountsSchema,
  'GET /v1/workflows/owned-by-me': workflowListSchema,
  'GET /v1/workflows/:id': workflowDetailAnswerSchema,
  'GET /v1/workflows/:id/steps': stepDetailsAnswerSchema,
  'PUT /v1/workflows/:id/title': workflowDetailAnswerSchema,
  'PUT /v1/workflows/:id/workspace': workflowDetailAnswerSchema,
  'PUT /v1/workflows/:id/publish': workflowDetailAnswerSchema,
  'PUT /v1/workflows/:id/unpublish': workflowDetailAnswerSchema,
  'POST /v1/workflows/:id/duplication': workflowCopiesAnswerSchema,
  'DELETE /v1/workflows/:id': idItemAnswerSchema,
  'GET /v1/transcriptions/:id': transcriptionAnswerSchema,
  'POST /v1/workflows/:id/transcription/file': transcriptionAnswerSchema,
  'GET /v1/search/workflows': searchResultsSchema,
  'POST /v1/workflows/search': searchResultsSchema,
  // Uploads (issue 3)
  'POST /v1/uploads': uploadAnswerSchema,
  'GET /v1/uploads/:id': uploadAnswerSchema,
  'DELETE /v1/uploads/:id': idItemAnswerSchema,
  'POST /v1/uploads/:id/part-urls': partUrlsAnswerSchema,
  'PUT /v1/uploads/:id/parts/:partNumber': uploadedPartAnswerSchema,
  'PUT /v1/uploads/:id/store-parts/:partNumber': storePartAnswerSchema,
  'POST /v1/workflows/:id/initialize': workflowStartedAnswerSchema,
  // Player (002 §7)
  'GET /v1/player/workflow': playerWorkflowAnswerSchema,
  'POST /access': mediaAccessSchema,
  'POST /v1/tracking': storedTrackingSchema,
  'GET /v1/tracking': trackingPageSchema,
  'GET /v1/comments': commentPageSchema,
  'POST /v1/comments': commentAnswerSchema,
  'PUT /v1/comments/:id': commentAnswerSchema,
  'DELETE /v1/comments/:id': idAnswerSchema,
  'GET /v1/comments/:id/reactions': commentReactionsAnswerSchema,
  'POST /v1/comments/:id/reactions': commentReactionAnswerSchema,
  'DELETE /v1/comments/:commentId/:reactionId': idAnswerSchema,
  'GET /v1/workflows/:id/reactions': workflowReactionsSchema,
  'PUT /v1/workflows/:id/reactions': workflowReactionsSchema,
  'DELETE /v1/workflows/:id/reactions': workflowReactionsSchema,
  'POST /v1/content-shares/ensure': contentShareAnswerSchema,
  'GET /v1/content-shares/:id': contentShareAnswerSchema,
  'PUT /v1/content-shares/:id': contentShareAnswerSchema,
  // SCORM export and e-learning (001 §7, 002 §7)
  'GET /v1/rustici-export-processes': scormExportPageSchema,
  'POST /v1/rustici-export-processes': scormExportAnswerSchema,
  'GET /v1/rustici-export-processes/:id': scormExportAnswerSchema,
  'PUT /v1/rustici-export-processes/:id/retry': scormExportAnswerSchema,
  'GET /v1/rustici-export-processes/available/workflows/:id': scormExportItemsSchema,
  'POST /v1/rustici/validate-user': rusticiValidateUserAnswerSchema,
  // The assistant (issue 7)
  'GET /v2/chats': chatListAnswerSchema,
  'POST /v2/chats': chatHistoryItemSchema,
  'GET /v2/chats/:id': chatDetailSchema,
  'POST /v2/chats/:chatId/messages': chatHistoryItemSchema,
  'POST /v2/chats/clear': chatsClearedSchema,
  'POST /v2/chats/:chatId/messages/:messageId/like': chatLikeAnswerSchema,
  'GET /v2/chats/preset-questions': presetQuestionsSchema,
  'GET /v2/chats/workflow/:id': chatDetailSchema.nullable(),
  'GET /v2/chats/workflow/:id/preset-questions': presetQuestionsSchema,
  'POST /v2/chats/workflow/:id/clear': chatsClearedSchema,
  'POST /chat/references': chatReferencesAnswerSchema,
  'GET /v1/workflows/:id/ai-summary': workflowAiSummaryAnswerSchema,
  'POST /v1/ai-summary': aiSummaryAnswerSchema,
  'PATCH /v1/ai-summary/:id': aiSummaryAnswerSchema,
  'DELETE /v1/ai-summary/:id': idAnswerSchema,
  // Quizzes (001 §7, 002 §7).
  'GET /v1/quiz/:id/': quizAnswerSchema,
  'GET /v1/quiz/:id/user-quiz': userQuizHistoryAnswerSchema,
  'GET /v1/quiz/published-status': quizPublishedStatusAnswerSchema,
  'POST /v1/quiz': quizAnswerSchema,
  'PUT /v1/quiz/:id': quizAnswerSchema,
  'GET /v1/workflows/:id/quiz': quizForTakingAnswerSchema,
  'GET /v1/workflows/:id/user-quiz': userQuizHistoryAnswerSchema,
  'POST /v1/workflows/:id/ai-generate-quiz': quizAnswerSchema,
  'POST /v1/user-quiz': userQuizAnswerSchema,
  'GET /v1/user-quiz/:id/': userQuizAnswerSchema,
  // Smart instructions (issue 20; 001 §7, 002 §7).
  'GET /v1/workspaces/:id/multimodal-sops': smartInstructionPageSchema,
  'GET /v1/multimodal-sop/owned-by-me': smartInstructionPageSchema,
  'GET /v1/search/mmsop': smartInstructionPageSchema,
  'POST /v1/multimodal-sop': smartInstructionCreateAnswerSchema,
  'GET /v1/multimodal-sop/:id': smartInstructionAnswerSchema,
  'PATCH /v1/multimodal-sop': smartInstructionAnswerSchema,
  'PUT /v1/multimodal-sop': smartInstructionAnswerSchema,
  'DELETE /v1/multimodal-sop': idItemAnswerSchema,
  'DELETE /v1/multimodal-sop/items': smartInstructionAnswerSchema,
  'POST /v1/multimodal-sop/:id/items': smartInstructionAnswerSchema,
  'PUT /v1/multimodal-sop/:id/items/:itemId': smartInstructionAnswerSchema,
  'POST /v1/multimodal-sop/:id/items/move': smartInstructionAnswerSchema,
  'POST /v1/multimodal-sop/duplication': smartInstructionDuplicateAnswerSchema,
  'POST /v1/multimodal-sop/:id/media': sopMediaAnswerSchema,
  'GET /v1/player/multimodal-sop/:id': smartInstructionForViewingAnswerSchema,
  'POST /v1/multimodal-sop/:id/items/:itemId/quiz-check': sopQuizCheckAnswerSchema,
  'POST /v1/multimodal-sop/:id/items/:itemId/user-file-request': sopUserFileAnswerSchema,
  'POST /v1/tracking/multimodal-sop': storedSopSessionAnswerSchema,
  'GET /v1/multimodal-sop/:id/sessions': sopSessionPageSchema,
  'POST /v1/multimodal-sop/:mmsopId/edit-events/batch-create': sopEditEventListSchema,
  'GET /v1/multimodal-sop/:id/version-histories': sopVersionHistoryListSchema,
  'GET /v1/multimodal-sop-version-histories/:id/edit-events': sopEditEventListSchema,
  'POST /v1/multimodal-sop/:mmsopId/transcription': sopTranscriptionAnswerSchema,
  'GET /v2/multimodal-sop/warmup': sopWarmupAnswerSchema,
  // The workflow editors (issue 21; 001 §7).
  'GET /v1/workflows/:id/builder': workflowEditDocumentAnswerSchema,
  'PUT /v1/workflows/:id/builder': workflowEditsSavedSchema,
  'PUT /v1/workflows/:id/transcription': workflowEditsSavedSchema,
  'PUT /v1/workflows/:id/segmentation': workflowEditsSavedSchema,
  'POST /v1/workflows/:id/builder/reset': workflowEditsSavedSchema,
  'POST /v1/workflows/:id/transcription/reset': workflowEditsSavedSchema,
  'PUT /v1/workflows/:id/poster': workflowDetailAnswerSchema,
  'PATCH /v1/workflows/:id/externalId': workflowDetailAnswerSchema,
  'POST /v1/workflows/:id/feedback': workflowFeedbackAnswerSchema,
  'GET /v1/workflows/:id/reviewers': workflowReviewersSchema,
  'GET /v1/workflows/:id/conversion-history': workflowRenderListSchema,
  'POST /v1/workflows/:id/edit-events/batch-create': workflowEditEventListSchema,
  'GET /v1/workflows/:id/edit-events': workflowEditEventListSchema,
  'GET /v1/workflow-edit-steps/:id': workflowEditStepsAnswerSchema,
  'PATCH /v1/workflow-edit-steps/:id': workflowEditStepsAnswerSchema,
  'POST /v1/workflows/:id/clips': workflowClipAnswerSchema,
  'DELETE /v1/workflow-clips/:id': idItemAnswerSchema,
  'GET /v1/workflows/:id/attachments': stepAttachmentListSchema,
  'POST /v1/steps/:id/attachments': stepAttachmentAnswerSchema,
  'POST /v1/steps/:id/attachments/files': stepAttachmentAnswerSchema,
  'PATCH /v1/step-attachments/:id': stepAttachmentAnswerSchema,
  'DELETE /v1/step-attachments/:id': idItemAnswerSchema,
  // Annotations and voice (issue 22; 001 §7).
  'POST /v1/annotations/batch-upsert': annotationBatchAnswerSchema,
  'POST /v1/annotations/get-by-steps': annotationListSchema,
  'POST /v1/workflows/:id/annotation-images': annotationImageAnswerSchema,
  'GET /v1/text-2-speech/voices': ttsVoicesAnswerSchema,
  'POST /v1/workflows/:id/text-2-speech': textToSpeechGeneratedSchema,
  'GET /v1/text-2-speech': textToSpeechAudioListSchema,
  'POST /v1/text-2-speech-histories': textToSpeechHistoryAnswerSchema,
  'GET /v1/workflows/:id/text-2-speech-histories': textToSpeechHistoryListSchema,
  'POST /v1/workflows/:id/voice-over-recordings': voiceRecordingAnswerSchema,
  'GET /v1/workflows/:id/dubbing': workflowDubListSchema,
  'POST /v1/workflows/:id/dubbing': workflowDubAnswerSchema,
  'DELETE /v1/workflows/:id/dubbing/:languageCode': workflowDubAnswerSchema,

  // Sharing, versions and approvals (issue 23; 001 §7, 002 §7).
  'GET /v1/share-landing/:id': shareLandingAnswerSchema,
  'POST /v1/share-landing/:id/access-code': shareAccessCodeAnswerSchema,
  'POST /v1/share-landing/:id/token': issuedShareTokenAnswerSchema,
  'GET /v1/workflows/:id/version-histories': workflowVersionListSchema,
  'GET /v1/workflows/:id/version-diff': workflowVersionDiffAnswerSchema,
  'POST /v1/workflow-version-histories/:id/restore': workflowDetailAnswerSchema,
  'GET /v1/player/workflow-version-histories/:id': playerWorkflowAnswerSchema,
  'GET /v1/player/multimodal-sop-version-histories/:id': smartInstructionForViewingAnswerSchema,
  'POST /v1/multimodal-sop-version-histories/:id/restore': smartInstructionAnswerSchema,
  'GET /v1/approval-workflows': approvalWorkflowPageSchema,
  'POST /v1/approval-workflows': approvalWorkflowAnswerSchema,
  'PATCH /v1/approval-workflows/:id': approvalWorkflowAnswerSchema,
  'DELETE /v1/approval-workflows/:id': idItemAnswerSchema,
  'GET /v1/approval-requests/grouped-histories': approvalGroupedHistoriesSchema,
  'GET /v1/approval-requests/:id': approvalRequestAnswerSchema,
  'POST /v1/approval-requests/:id/actions': approvalRequestAnswerSchema,
  'GET /v1/me/approval-requests/assigned': approvalRequestPageSchema,
  'GET /v1/me/notifications': notificationListSchema,
  // Skills, tasks, home and notifications (issue 24; 002 §7).
  'POST /v1/me/notifications/read': notificationCountsSchema,
  'POST /v1/me/notifications/seen': notificationCountsSchema,
  'POST /v1/notifications': notificationSentSchema,
  'GET /v1/sop-sessions/:id/comments': runCommentListSchema,
  'POST /v1/sop-sessions/:id/comments': runCommentAnswerSchema,
  'GET /v1/sop-sessions': reviewedRunListSchema,
  'GET /v1/sop-sessions/:id': reviewedRunAnswerSchema,
  'POST /v1/user-likes/workflows': contentLikeAnswerSchema,
  'POST /v1/user-likes/multimodal-sops': contentLikeAnswerSchema,
  'GET /v1/user-likes/:userId/contents': contentLikesSchema,
  'GET /v1/me/favorites': favoritesSchema,
  'GET /v1/me/home/overview': homeOverviewSchema,
  'GET /v1/me/home/discover': homeDiscoverSchema,
  'GET /v1/people': peopleAnswerSchema,
  'GET /v1/skills': skillPageSchema,
  'GET /v1/playlists': skillPageSchema,
  'POST /v1/playlists': skillAnswerSchema,
  'GET /v1/playlists/:id': skillAnswerSchema,
  'PUT /v1/playlists/:id': skillAnswerSchema,
  'DELETE /v1/playlists/:id': idItemAnswerSchema,
  'PUT /v1/playlists/:id/content': skillAnswerSchema,
  'POST /v1/skill/skills/:id/quiz': skillAnswerSchema,
  'GET /v1/skills/skills-matrix': skillMatrixSchema,
  'GET /v1/skills/:id/users': skillAssigneeListSchema,
  'PATCH /v1/skills/:id/members': skillAssigneeListSchema,
  'GET /v1/skills/:id/skill-performances': skillPerformanceListSchema,
  'GET /v1/skills/:id/team-skills': teamSkillListSchema,
  'POST /v1/skill-performances/:id/user-certification': skillCertificateAnswerSchema,
  'POST /v1/skills/:id/reminders': notificationSentSchema,
  'GET /v1/users/:userId/skills-assigned': assignedSkillPageSchema,
  'GET /v1/users/:userId/skills-assigned/:skillId': assignedSkillAnswerSchema,
  'POST /v1/users/:userId/skills-assigned/:skillId/progress-calculation': assignedSkillAnswerSchema,
  'GET /v1/tasks': taskPageSchema,
  'POST /v1/tasks': taskAnswerSchema,
  'GET /v1/tasks/:id': taskAnswerSchema,
  'PATCH /v1/tasks/:id': taskAnswerSchema,
  'PUT /v1/tasks/:id/contents': taskAnswerSchema,
  'GET /v1/tasks/:id/assignee-settings': assigneeSettingListSchema,
  'GET /v1/tasks/:id/assignee-settings/:assigneeSettingId/team-members': taskTeamMembersSchema,
  'POST /v1/tasks/:id/members/batch-creation': assigneeSettingAnswerSchema,
  'POST /v1/tasks/:id/members/batch-removal': assigneeSettingListSchema,
  'POST /v1/tasks/:id/members/batch-update': assigneeSettingAnswerSchema,
  'POST /v1/tasks/batch-delete': taskBatchDeleteAnswerSchema,
  'GET /v1/tasks/:id/task-performances': taskPerformanceListSchema,
  'GET /v1/me/tasks/assigned': taskPerformancePageSchema,
  'GET /v1/me/tasks/assigned/:id': taskPerformanceAnswerSchema,
  'GET /v1/me/tasks/creator': taskPageSchema,
  'POST /v1/users/:userId/task-assigned/:id/progress-calculation': taskPerformanceAnswerSchema,
  'GET /v1/multimodal-sop/:id/tasks': taskPageSchema,
  'POST /v1/tasks/:id/reminders': notificationSentSchema,
  // The organisation logo the /share page shows (issue 23; 001 §3, §7).
  'GET /v1/organizations/logo': organizationLogoAnswerSchema,
  'PUT /v1/organizations/logo': organizationLogoAnswerSchema,
  'DELETE /v1/organizations/logo': organizationLogoAnswerSchema,
  // Issue 25: analytics and administration, one part per area.
  ...analyticsRouteAnswers,
  ...reportRouteAnswers,
  ...adminPeopleRouteAnswers,
  ...adminSettingsRouteAnswers,
  ...orgToolsRouteAnswers,
} as const satisfies Record<`${RouteMethod} /${string}`, z.ZodType>;

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = keyof typeof routeAnswers;
/** What a route's answer parses to. */
export type RouteAnswer<K extends RouteKey> = z.output<(typeof routeAnswers)[K]>;
/** The `:name` parameters of a route key's path. */
export type RouteParams<K extends string> = K extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<Rest>
  : K extends `${string}:${infer Name}`
    ? Name
    : never;
