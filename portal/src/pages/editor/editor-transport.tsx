/**
 * The buttons under the preview, one per shortcut: play / pause, a frame back and forward, split
 * at the playhead, in and out points, cut (the range, else the selected step), trim the step's
 * start or end to the playhead. Each names its key (aria-keyshortcuts, and the '?' help).
 */
import { t, type MessageKey } from '../../i18n/t';
import type { EditorCommand } from './editor-commands';

interface TransportButton {
  command: EditorCommand;
  label: MessageKey;
  keys: string;
  text: string;
  /** Changes the edit: off while read-only. */
  edits: boolean;
}

const BUTTONS: readonly TransportButton[] = [
  {
    command: 'frame-back',
    label: 'editor.keys.frameBack',
    keys: 'ArrowLeft',
    text: '◀︎|',
    edits: false,
  },
  {
    command: 'frame-forward',
    label: 'editor.keys.frameForward',
    keys: 'ArrowRight',
    text: '|▶︎',
    edits: false,
  },
  { command: 'split', label: 'editor.keys.split', keys: 'S', text: 'S', edits: true },
  { command: 'mark-in', label: 'editor.keys.markIn', keys: 'I', text: '[', edits: false },
  { command: 'mark-out', label: 'editor.keys.markOut', keys: 'O', text: ']', edits: false },
  {
    command: 'delete',
    label: 'editor.keys.delete',
    keys: 'Delete Backspace',
    text: '✂︎',
    edits: true,
  },
  { command: 'trim-start', label: 'editor.keys.trimStart', keys: 'T', text: '⇤', edits: true },
  { command: 'trim-end', label: 'editor.keys.trimEnd', keys: 'Shift+T', text: '⇥', edits: true },
];

export function EditorTransport({
  playing,
  readOnly,
  canDelete,
  onCommand,
}: {
  playing: boolean;
  readOnly: boolean;
  canDelete: boolean;
  onCommand: (command: EditorCommand) => void;
}) {
  return (
    <div className="editor-transport" role="toolbar" aria-label={t('editor.transport')}>
      <button
        type="button"
        onClick={() => onCommand('play')}
        aria-label={playing ? t('editor.pause') : t('editor.play')}
        aria-keyshortcuts="Space"
        data-testid="editor-play"
      >
        {playing ? '❚❚' : '▶︎'}
      </button>
      {BUTTONS.map((b) => (
        <button
          key={b.command}
          type="button"
          onClick={() => onCommand(b.command)}
          disabled={(b.edits && readOnly) || (b.command === 'delete' && !canDelete)}
          aria-label={t(b.label)}
          title={t(b.label)}
          aria-keyshortcuts={b.keys}
          data-testid={`editor-${b.command}`}
        >
          {b.text}
        </button>
      ))}
    </div>
  );
}
