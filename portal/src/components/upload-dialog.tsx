import { useRef, useState, type DragEvent } from 'react';
import { t } from '../i18n/t';
import { ACCEPT } from '../uploads/file-checks';
import type { UploadTask } from '../uploads/upload-queue';
import { uploads, useUploads } from '../uploads/use-uploads';
import { Dialog } from './dialog';

const percentOf = (task: UploadTask) =>
  task.totalBytes > 0 ? Math.floor((task.uploadedBytes / task.totalBytes) * 100) : 0;

function statusText(task: UploadTask): string {
  const percent = percentOf(task);
  switch (task.status) {
    case 'uploading':
      return t('upload.status.uploading', { percent });
    case 'interrupted':
      return t('upload.status.interrupted', { percent });
    case 'failed':
      return t('upload.status.failed', { message: task.error ?? '' });
    default:
      return t(`upload.status.${task.status}`);
  }
}

function UploadRow({ task }: { task: UploadTask }) {
  const { fileName } = task;
  const editable = task.status === 'pending';
  const showBar = ['uploading', 'initializing', 'interrupted'].includes(task.status);
  return (
    <li className="upload-row" data-testid="upload-row" data-status={task.status}>
      <div className="upload-row-head">
        <label className="visually-hidden" htmlFor={`${task.key}-title`}>
          {t('upload.titleFor', { fileName })}
        </label>
        <input
          id={`${task.key}-title`}
          data-testid="upload-title"
          value={task.title}
          maxLength={90}
          disabled={!editable}
          onChange={(e) => uploads.setTitle(task.key, e.target.value)}
        />
        <span className="muted file-name">{fileName}</span>
      </div>
      {showBar && (
        <progress
          data-testid="upload-progress"
          max={100}
          value={percentOf(task)}
          aria-label={t('upload.progress', { fileName })}
        />
      )}
      <div className="upload-row-foot">
        <span role="status" data-testid="upload-status">
          {statusText(task)}
        </span>
        {task.error && task.status !== 'failed' && (
          <span className="form-error" role="alert">
            {task.error}
          </span>
        )}
        <span className="row-actions">
          {task.status === 'interrupted' && task.file && (
            <button
              type="button"
              aria-label={t('upload.resumeFile', { fileName })}
              data-testid="upload-resume"
              onClick={() => void uploads.start(task.key)}
            >
              {t('upload.resume')}
            </button>
          )}
          {(task.status === 'uploading' || task.status === 'initializing') && (
            <button
              type="button"
              aria-label={t('upload.cancel', { fileName })}
              data-testid="upload-cancel"
              disabled={task.status === 'initializing'}
              onClick={() => void uploads.cancel(task.key)}
            >
              {t('common.cancel')}
            </button>
          )}
          {(task.status === 'pending' || task.status === 'interrupted') && (
            <button
              type="button"
              aria-label={
                task.status === 'pending'
                  ? t('upload.remove', { fileName })
                  : t('upload.discardFile', { fileName })
              }
              data-testid="upload-discard"
              onClick={() => void uploads.cancel(task.key)}
            >
              {t('upload.discard')}
            </button>
          )}
        </span>
      </div>
    </li>
  );
}

/** Upload video (001 §5 limits): drop or pick several files, one progress bar and cancel each. */
export function UploadDialog({
  workspaceId,
  languageCode,
  onClose,
}: {
  workspaceId: string;
  languageCode: string;
  onClose: () => void;
}) {
  const tasks = useUploads(workspaceId);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const addFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setNotice(uploads.add([...files], { workspaceId, languageCode }));
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    addFiles(e.dataTransfer.files);
  };
  const ready = tasks.filter((task) => task.status === 'pending' && !task.error);

  return (
    <Dialog
      title={t('upload.title')}
      onClose={onClose}
      testId="upload-dialog"
      wide
      footer={
        <>
          <button type="button" onClick={onClose}>
            {t('common.close')}
          </button>
          <button
            type="button"
            className="primary"
            data-testid="upload-start"
            disabled={ready.length === 0}
            onClick={() => uploads.startAll(workspaceId)}
          >
            {t('upload.start')}
          </button>
        </>
      }
    >
      <div
        className={dragging ? 'drop-zone dragging' : 'drop-zone'}
        data-testid="drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{t('upload.drop')}</p>
        <p className="muted">{t('upload.or')}</p>
        <button type="button" onClick={() => input.current?.click()}>
          {t('upload.choose')}
        </button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('upload.choose')}
          data-testid="upload-input"
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <p className="muted small">{t('upload.limits')}</p>
      </div>
      {notice && (
        <p className="form-error" role="alert">
          {notice}
        </p>
      )}
      {tasks.length > 0 && (
        <ul className="upload-list" aria-label={t('upload.title')}>
          {tasks.map((task) => (
            <UploadRow key={task.key} task={task} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
