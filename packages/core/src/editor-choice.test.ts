import { describe, expect, it } from 'vitest';
import { editorFor, editorPath, newEditorEnabled } from './editor-choice.js';

const flags = { useEditor: false, useEditor2: true, canUseClassicEditor: true };

describe('editor choice (001 §2)', () => {
  it('the new editor only when useEditor2 is on and useEditor off', () => {
    expect(newEditorEnabled(flags)).toBe(true);
    expect(newEditorEnabled({ ...flags, useEditor: true })).toBe(false);
    expect(newEditorEnabled({ ...flags, useEditor2: false })).toBe(false);
  });

  it('Edit opens the advanced editor for new-editor workflows, else editor main when new', () => {
    expect(editorFor(flags, { editType: 'new_editor', cardStatus: 'unpublished' })).toBe('editor');
    expect(editorFor(flags, { editType: 'original', cardStatus: 'new' })).toBe('editormain');
    expect(editorFor(flags, { editType: 'original', cardStatus: 'published' })).toBe('buildermain');
    expect(
      editorFor(
        { ...flags, canUseClassicEditor: false },
        { editType: 'original', cardStatus: 'new' },
      ),
    ).toBe('editor');
    expect(
      editorFor(
        { useEditor: true, useEditor2: false, canUseClassicEditor: false },
        { editType: 'original', cardStatus: 'new' },
      ),
    ).toBeNull();
    expect(editorPath('editormain', 'w 1')).toBe('/editormain/w%201/transcription');
    expect(editorPath('editor', 'w1')).toBe('/editor/w1');
  });
});
