import type { WorkflowDetail } from '@stepwise/api';
import { INTERFACE_LANGUAGES, SpeechStatus } from '@stepwise/core';
import { Alert, Button, Dialog, Spinner } from '@stepwise/ui';
import { useId, useRef, useState } from 'react';
import { t } from '../../i18n/t';
import { languageName } from '../../lib/language-name';
import { SpeechNotice } from './speech-notice';
import { useTranscript } from './use-transcript';
import './transcript.css';

export interface TranscriptDialogProps {
  workflowId: string;
  title: string;
  languageCode: string;
  /** The workflow's speech status when the dialog opened: 'not configured' shows the notice. */
  speechStatus: string;
  onClose: () => void;
  /** After a transcript was saved: the workflow as it is now (titles, speech status). */
  onSaved: (workflow: WorkflowDetail) => void;
}

/**
 * A workflow's transcript without speech-to-text (issue 16): upload SubRip or WebVTT subtitles,
 * or type or paste text, as the transcript of a language; download it as subtitles. Says first,
 * when the server has no speech-to-text, what that means and how to configure it.
 */
export function TranscriptDialog(props: TranscriptDialogProps) {
  const { workflowId, title, languageCode, onClose, onSaved } = props;
  const { state, chooseLanguage, uploadFile, saveText, download } = useTranscript(
    workflowId,
    title,
    languageCode,
  );
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = {
    language: useId(),
    file: useId(),
    text: useId(),
    fileHint: useId(),
    textHint: useId(),
  };
  const { detail, transcript, busy } = state;
  // Said for as long as the dialog is open: a saved transcript does not configure the server.
  const [openedWithout] = useState(props.speechStatus === SpeechStatus.NotConfigured);
  const notConfigured = openedWithout || detail?.speechStatus === SpeechStatus.NotConfigured;
  const languages = [
    ...new Set([
      languageCode,
      ...(detail?.transcriptions.map((x) => x.languageCode) ?? []),
      ...INTERFACE_LANGUAGES,
    ]),
  ];
  const working = busy !== null;

  const saved = (next: WorkflowDetail | null) => {
    if (next) onSaved(next);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('transcript.dialogTitle', { title })}
      closeLabel={t('common.close')}
      width={640}
      data-testid="transcript-dialog"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {notConfigured && <SpeechNotice />}
      {state.loadError && (
        <Alert tone="danger" data-testid="transcript-load-error">
          {t('transcript.loadFailed', { message: state.loadError })}
        </Alert>
      )}
      {!detail && busy === 'load' && (
        <p role="status">
          <Spinner size="sm" label={t('transcript.loading')} /> {t('transcript.loading')}
        </p>
      )}
      {detail && (
        <div className="transcript-sections" aria-busy={working}>
          <div className="transcript-language">
            <label htmlFor={ids.language}>{t('transcript.language')}</label>
            <select
              id={ids.language}
              value={state.language}
              disabled={working}
              onChange={(e) => chooseLanguage(e.target.value)}
              data-testid="transcript-language"
            >
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
            <p className="small muted" data-testid="transcript-current">
              {transcript && transcript.sentences.length > 0
                ? t('transcript.current', {
                    count: transcript.sentences.length,
                    source:
                      transcript.source === 'provider'
                        ? t('transcript.sourceProvider')
                        : t('transcript.sourceAuthor'),
                  })
                : t('transcript.none')}
            </p>
          </div>

          <section aria-labelledby={`${ids.file}-title`}>
            <h3 id={`${ids.file}-title`}>{t('transcript.uploadTitle')}</h3>
            <label htmlFor={ids.file}>{t('transcript.uploadLabel')}</label>
            <input
              ref={fileInput}
              id={ids.file}
              type="file"
              accept=".srt,.vtt,text/vtt,application/x-subrip"
              aria-describedby={ids.fileHint}
              disabled={working}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              data-testid="transcript-file"
            />
            <p id={ids.fileHint} className="small muted">
              {t('transcript.uploadHint')}
            </p>
            <Button
              variant="primary"
              busy={busy === 'file'}
              disabled={!file || (working && busy !== 'file')}
              onClick={() => {
                if (!file) return;
                void uploadFile(file).then((next) => {
                  saved(next);
                  if (next) {
                    setFile(null);
                    if (fileInput.current) fileInput.current.value = '';
                  }
                });
              }}
              data-testid="transcript-upload"
            >
              {t('transcript.upload')}
            </Button>
          </section>

          <section aria-labelledby={`${ids.text}-title`}>
            <h3 id={`${ids.text}-title`}>{t('transcript.typeTitle')}</h3>
            <label htmlFor={ids.text}>{t('transcript.typeLabel')}</label>
            <textarea
              id={ids.text}
              rows={6}
              value={text}
              aria-describedby={ids.textHint}
              disabled={working}
              onChange={(e) => setText(e.target.value)}
              data-testid="transcript-text"
            />
            <p id={ids.textHint} className="small muted">
              {t('transcript.typeHint')}
            </p>
            <Button
              variant="primary"
              busy={busy === 'text'}
              disabled={working && busy !== 'text'}
              onClick={() =>
                void saveText(text).then((next) => {
                  saved(next);
                  if (next) setText('');
                })
              }
              data-testid="transcript-save"
            >
              {t('transcript.save')}
            </Button>
          </section>

          <section aria-labelledby={`${ids.language}-download`}>
            <h3 id={`${ids.language}-download`}>{t('transcript.downloadTitle')}</h3>
            <div className="transcript-downloads">
              {(['srt', 'vtt'] as const).map((format) => (
                <Button
                  key={format}
                  busy={busy === format}
                  disabled={!transcript?.sentences.length || (working && busy !== format)}
                  onClick={() => void download(format)}
                  data-testid={`transcript-download-${format}`}
                >
                  {t(format === 'srt' ? 'transcript.downloadSrt' : 'transcript.downloadVtt')}
                </Button>
              ))}
            </div>
          </section>
        </div>
      )}
      <div role="status" aria-live="polite" data-testid="transcript-status">
        {state.outcome?.ok && state.outcome.text}
      </div>
      {state.outcome && !state.outcome.ok && (
        <Alert tone="danger" data-testid="transcript-error">
          {state.outcome.text}
        </Alert>
      )}
    </Dialog>
  );
}
