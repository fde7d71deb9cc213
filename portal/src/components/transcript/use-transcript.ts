import {
  downloadSubtitles,
  getTranscription,
  getWorkflow,
  uploadTranscriptFile,
  type TranscriptionView,
  type WorkflowDetail,
} from '@stepwise/api';
import {
  detectSubtitleFormat,
  subtitleFormatOfName,
  type SubtitleFormat,
  type TranscriptFileFormat,
} from '@stepwise/core';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api';
import { messageOf, t } from '../../i18n/t';
import { saveBlob } from '../../pages/scorm-export/scorm-export-view';

export type TranscriptBusy = 'load' | 'file' | 'text' | SubtitleFormat | null;

export interface TranscriptState {
  detail: WorkflowDetail | null;
  /** The transcript of the chosen language, or null when it has none. */
  transcript: TranscriptionView | null;
  language: string;
  busy: TranscriptBusy;
  loadError: string | null;
  /** The last action's outcome, shown in the dialog's live region. */
  outcome: { ok: boolean; text: string } | null;
}

/** A file name from a title: what the server would name it (letters, digits and dashes). */
export function subtitleFileName(title: string, language: string, format: SubtitleFormat): string {
  const stem = title
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 80);
  return `${stem || 'transcript'}.${language}.${format}`;
}

/** A subtitle file's format: its extension, else its contents; null when it is neither. */
export function subtitleFormatOf(name: string, text: string): SubtitleFormat | null {
  return subtitleFormatOfName(name) ?? detectSubtitleFormat(text);
}

/** A file's text as UTF-8 (FileReader where Blob.text is missing, as in older engines). */
function readText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/**
 * The transcript dialog's state: the workflow and the chosen language's transcript, and the
 * three things an author does: upload subtitles, save typed text, download subtitles. The server
 * reads every file; its refusal (which names the line) is shown as it comes.
 */
export function useTranscript(workflowId: string, title: string, initialLanguage: string) {
  const [state, setState] = useState<TranscriptState>({
    detail: null,
    transcript: null,
    language: initialLanguage,
    busy: 'load',
    loadError: null,
    outcome: null,
  });
  const patch = (next: Partial<TranscriptState>) => setState((s) => ({ ...s, ...next }));

  const load = useCallback(
    async (language: string) => {
      setState((s) => ({ ...s, busy: 'load', loadError: null, language }));
      try {
        const detail = await getWorkflow(api, workflowId);
        const ref = detail.transcriptions.find((x) => x.languageCode === language);
        const transcript = ref ? await getTranscription(api, ref.id) : null;
        setState((s) => ({ ...s, detail, transcript, busy: null }));
        return detail;
      } catch (err) {
        setState((s) => ({ ...s, busy: null, loadError: messageOf(err) }));
        return null;
      }
    },
    [workflowId],
  );

  useEffect(() => {
    void load(initialLanguage);
  }, [load, initialLanguage]);

  const send = async (
    busy: 'file' | 'text',
    format: TranscriptFileFormat,
    content: string,
  ): Promise<WorkflowDetail | null> => {
    patch({ busy, outcome: null });
    try {
      const saved = await uploadTranscriptFile(api, workflowId, {
        languageCode: state.language,
        format,
        content,
      });
      const detail = await load(state.language);
      patch({
        outcome: { ok: true, text: t('transcript.saved', { count: saved.sentences.length }) },
      });
      return detail;
    } catch (err) {
      patch({
        busy: null,
        outcome: { ok: false, text: t('transcript.failed', { message: messageOf(err) }) },
      });
      return null;
    }
  };

  const uploadFile = async (file: File): Promise<WorkflowDetail | null> => {
    let text: string;
    try {
      text = await readText(file);
    } catch {
      patch({ outcome: { ok: false, text: t('transcript.readFailed') } });
      return null;
    }
    const format = subtitleFormatOf(file.name, text);
    if (!format) {
      patch({ outcome: { ok: false, text: t('transcript.wrongType') } });
      return null;
    }
    return send('file', format, text);
  };

  const saveText = (text: string): Promise<WorkflowDetail | null> => {
    if (text.trim() === '') {
      patch({ outcome: { ok: false, text: t('transcript.empty') } });
      return Promise.resolve(null);
    }
    return send('text', 'text', text);
  };

  const download = async (format: SubtitleFormat) => {
    patch({ busy: format, outcome: null });
    try {
      const file = await downloadSubtitles(api, workflowId, {
        format,
        languageCode: state.language,
      });
      saveBlob(
        new Blob([file.text], { type: file.mediaType }),
        subtitleFileName(title, state.language, format),
      );
      patch({ busy: null });
    } catch (err) {
      patch({
        busy: null,
        outcome: { ok: false, text: t('transcript.downloadFailed', { message: messageOf(err) }) },
      });
    }
  };

  return {
    state,
    chooseLanguage: (language: string) => void load(language),
    uploadFile,
    saveText,
    download,
  };
}
