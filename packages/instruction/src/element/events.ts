/**
 * The <stepwise-instruction> events (bubbling, composed), typed as the DOM's own event maps are:
 *   stepwise-ready          the SOP is loaded and shown: its id, title, item count, mode
 *   stepwise-itemchange     a run item was ticked, photographed, answered or marked done
 *   stepwise-completed      the run finished: session, duration, whether the server has it
 *   stepwise-modechange     view or run, when the person switches
 *   stepwise-auth-required  the server answered 401: set `token` (again)
 *   stepwise-error          detail { code, message }
 */
import type {
  InstructionCompletedDetail,
  InstructionItemChangeDetail,
  InstructionMode,
  InstructionReadyDetail,
} from '../react/instruction-props.js';

export type {
  InstructionCompletedDetail,
  InstructionItemChangeDetail,
  InstructionReadyDetail,
} from '../react/instruction-props.js';

export interface InstructionErrorDetail {
  /** bad-attribute, load-failed (the widget's code), instruction (a call failed), unexpected. */
  code: 'bad-attribute' | 'load-failed' | 'instruction' | 'unexpected';
  message: string;
  /** `instruction`: the HTTP status (0: the server was not reached). */
  status?: number | null;
}

export interface InstructionEventMap {
  'stepwise-ready': CustomEvent<InstructionReadyDetail>;
  'stepwise-itemchange': CustomEvent<InstructionItemChangeDetail>;
  'stepwise-completed': CustomEvent<InstructionCompletedDetail>;
  'stepwise-modechange': CustomEvent<{ mode: InstructionMode }>;
  'stepwise-auth-required': CustomEvent<{ server: string }>;
  'stepwise-error': CustomEvent<InstructionErrorDetail>;
}
