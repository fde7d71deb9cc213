/**
 * The props of the React <Instruction/> (`@stepwise/instruction/react`), which the
 * <stepwise-instruction> element and the portal's smart-instruction pages render.
 */
import type { InterfaceLanguage, SopItemType, Theme } from '@stepwise/core';
import type { InstructionStore } from '../core/instruction-store.js';
import type { InstructionPort } from '../core/port.js';

/** view: read the whole SOP; run: one step at a time, ticking, photographing, answering. */
export type InstructionMode = 'view' | 'run';

export interface InstructionReadyDetail {
  instructionId: string;
  title: string;
  itemCount: number;
  mode: InstructionMode;
}

/** The run moved to another item, or an item's state changed (ticked, photographed, answered). */
export interface InstructionItemChangeDetail {
  instructionId: string;
  sessionId: string;
  itemId: string;
  itemType: SopItemType;
  done: boolean;
  /** 0-1: done items over items to do. */
  progress: number;
}

export interface InstructionCompletedDetail {
  instructionId: string;
  sessionId: string;
  durationSeconds: number;
  /** Whether the server has the completion record yet (false while offline; sent when back). */
  synced: boolean;
}

export interface InstructionProps {
  port: InstructionPort;
  instructionId: string;
  /**
   * A store made by the host (createInstructionStore, for the same port and id): stories and a
   * page that drives the run itself. Without it the <Instruction/> makes its own. With it, item
   * changes, errors and 401s are the store's options' to report (onItemChange, onError and
   * onAuthRequired here are not called for them); ready, mode and completion still are.
   */
  store?: InstructionStore;
  /** Default view. */
  mode?: InstructionMode;
  onModeChange?: (mode: InstructionMode) => void;
  onReady?: (detail: InstructionReadyDetail) => void;
  onItemChange?: (detail: InstructionItemChangeDetail) => void;
  onCompleted?: (detail: InstructionCompletedDetail) => void;
  onError?: (detail: { status: number | null; message: string }) => void;
  /** A call was answered 401: the host must pass a (new) identity. */
  onAuthRequired?: () => void;
  /** Shown as an Edit button when the server says the reader may edit (the portal). */
  onEdit?: () => void;
  /**
   * Where run progress is kept between reloads (localStorage key prefix); the default is
   * per instruction. The portal passes one per signed-in user.
   */
  storageKey?: string;
  /** Review mode (001 §4): the run belongs to a skill or task performance. */
  review?: { skillId?: string | null; taskPerformanceId?: string | null };
  /** Whether the content opened from the public route (the tracking record's isPublic). */
  isPublic?: boolean;
  className?: string;
  /** Where a workflow attachment links to (the portal's player page; the element's server). */
  workflowHref?: (workflowId: string) => string;
  /** Default: the host's i18n provider's language (English without one). */
  lang?: InterfaceLanguage;
  /** Default: light (documents read better light); the element's theme attribute sets it. */
  theme?: Theme;
}
