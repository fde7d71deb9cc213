import type { ZodApp } from '../services.js';
import { registerAccountRoutes } from './accounts.js';
import { registerAiSummaryRoutes } from './ai-summary.js';
import { registerAnnotationRoutes } from './annotations.js';
import { registerEmailAuthRoutes } from './auth-email.js';
import { registerChatRoutes } from './chats.js';
import { registerDubbingRoutes } from './dubbing.js';
import { registerElearningRoutes } from './elearning.js';
import { registerEmployeeIdRoutes } from './employee-id.js';
import { registerHealthRoutes } from './health.js';
import { registerOrganizationAreaRoutes } from './organization-area.js';
import { registerPlaybackRoutes } from './playback.js';
import { registerPlayerFeatureRoutes } from './player-features.js';
import { registerProfileRoutes } from './profile.js';
import { registerQuizRoutes } from './quiz.js';
import { registerSmartInstructionRoutes } from './smart-instructions.js';
import { registerStepAttachmentRoutes } from './step-attachments.js';
import { registerTextToSpeechRoutes } from './text-to-speech.js';
import { registerUploadRoutes } from './uploads.js';
import { registerWorkflowEditorRoutes } from './workflow-editor.js';
import { registerWorkflowRoutes } from './workflows.js';
import { registerWorkspaceWorkflowRoutes } from './workspace-workflows.js';

/** Every route module, registered in one place. */
export async function registerRoutes(app: ZodApp): Promise<void> {
  registerHealthRoutes(app);
  registerEmailAuthRoutes(app);
  registerProfileRoutes(app);
  registerEmployeeIdRoutes(app);
  registerAccountRoutes(app);
  registerOrganizationAreaRoutes(app);
  registerWorkflowRoutes(app);
  registerWorkflowEditorRoutes(app);
  registerStepAttachmentRoutes(app);
  registerTextToSpeechRoutes(app);
  registerAnnotationRoutes(app);
  registerDubbingRoutes(app);
  registerPlaybackRoutes(app);
  registerUploadRoutes(app);
  registerWorkspaceWorkflowRoutes(app);
  registerPlayerFeatureRoutes(app);
  registerElearningRoutes(app);
  registerAiSummaryRoutes(app);
  registerChatRoutes(app);
  registerQuizRoutes(app);
  registerSmartInstructionRoutes(app);
}
