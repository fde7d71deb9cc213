/**
 * 001 §2 / 000 §3 editor choice: the new (advanced) editor is used only when useEditor2 is on and
 * useEditor is off; the classic editor (editor main, builder) depends on canUseClassicEditor.
 * 001 §2 card behaviour: Edit opens the advanced editor for new-editor workflows; otherwise
 * editor main while the workflow's status is new, else the builder.
 */
import { EditType } from './workflow-status.js';

export interface EditorFlags {
  useEditor: boolean;
  useEditor2: boolean;
  canUseClassicEditor: boolean;
}

export type EditorKind = 'editor' | 'editormain' | 'buildermain';

export function newEditorEnabled(flags: EditorFlags): boolean {
  return flags.useEditor2 && !flags.useEditor;
}

/**
 * The editor the card's Edit opens, or null when neither editor is allowed. A new-editor workflow
 * opens the advanced editor (when it is enabled); a classic one opens editor main when its card
 * status is new, else the builder; without the classic editor, the advanced one if enabled.
 */
export function editorFor(
  flags: EditorFlags,
  workflow: { editType: string; cardStatus: string },
): EditorKind | null {
  if (workflow.editType === EditType.NewEditor && newEditorEnabled(flags)) return 'editor';
  if (flags.canUseClassicEditor)
    return workflow.cardStatus === 'new' ? 'editormain' : 'buildermain';
  return newEditorEnabled(flags) ? 'editor' : null;
}

/** The portal path of an editor for a workflow (001 §2). */
export function editorPath(kind: EditorKind, workflowId: string): string {
  const id = encodeURIComponent(workflowId);
  return kind === 'editormain' ? `/editormain/${id}/transcription` : `/${kind}/${id}`;
}
