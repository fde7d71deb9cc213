/** Zod schemas of the workflow's enumerated values; the values and rules are in workflow-status.ts. */
import { z } from 'zod';
import {
  BlockedReason,
  ConvertStatus,
  EditType,
  EditorStatus,
  ReviewStatus,
  SpeechStatus,
  StepsStatus,
} from './workflow-status.js';

export const editTypeSchema = z.enum(EditType);
export const editorStatusSchema = z.enum(EditorStatus);
export const speechStatusSchema = z.enum(SpeechStatus);
export const convertStatusSchema = z.enum(ConvertStatus);
export const stepsStatusSchema = z.enum(StepsStatus);
export const blockedReasonSchema = z.enum(BlockedReason);
export const reviewStatusSchema = z.enum(ReviewStatus);
