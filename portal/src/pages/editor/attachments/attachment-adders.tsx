/**
 * The panel's add controls: a file button per kind (image, PDF, video), a link form (label and
 * web address) and a workflow picker (search the caller's workflows, then the whole workflow or
 * one of its steps). Each form is a real <form>: Enter submits, Escape closes.
 */
import type { StepAttachmentCreate, StepAttachmentFileKind } from '@stepwise/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messageOf, t } from '../../../i18n/t';
import { ACCEPT } from './attachment-problems';
import type { PickableStep, PickableWorkflow, StepAttachmentsClient } from './attachments-client';

const FILE_BUTTONS: {
  kind: StepAttachmentFileKind;
  label: 'attachments.addImage' | 'attachments.addPdf' | 'attachments.addVideo';
}[] = [
  { kind: 'diagram', label: 'attachments.addImage' },
  { kind: 'pdf', label: 'attachments.addPdf' },
  { kind: 'video', label: 'attachments.addVideo' },
];

/** One add button per file kind: a real button (keyboard as usual) opening a hidden picker. */
export function FileButtons({
  disabled,
  onFile,
}: {
  disabled: boolean;
  onFile: (file: File, kind: StepAttachmentFileKind) => void;
}) {
  return (
    <>
      {FILE_BUTTONS.map(({ kind, label }) => (
        <FileButton key={kind} kind={kind} label={t(label)} disabled={disabled} onFile={onFile} />
      ))}
    </>
  );
}

function FileButton({
  kind,
  label,
  disabled,
  onFile,
}: {
  kind: StepAttachmentFileKind;
  label: string;
  disabled: boolean;
  onFile: (file: File, kind: StepAttachmentFileKind) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT[kind]}
        disabled={disabled}
        data-testid={`attachment-file-${kind}`}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onFile(file, kind);
        }}
      />
    </>
  );
}

/** A form's Save (or `submit`) and Cancel. */
function FormButtons({
  busy,
  submit = t('attachments.save'),
  canSubmit = true,
  onClose,
}: {
  busy: boolean;
  submit?: string;
  canSubmit?: boolean;
  onClose: () => void;
}) {
  return (
    <span className="row-buttons">
      <button type="submit" disabled={busy || !canSubmit}>
        {submit}
      </button>
      <button type="button" onClick={onClose}>
        {t('attachments.cancel')}
      </button>
    </span>
  );
}

export function LinkForm({
  busy,
  onAdd,
  onClose,
}: {
  busy: boolean;
  onAdd: (body: StepAttachmentCreate) => Promise<boolean>;
  onClose: () => void;
}) {
  const [label, setLabel] = useState('');
  const [link, setLink] = useState('https://');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onAdd({ kind: 'link', label: label.trim(), link: link.trim() })) onClose();
  };
  return (
    <form
      className="step-attachment-form"
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <label>
        {t('attachments.label')}
        <input
          value={label}
          required
          maxLength={200}
          autoFocus
          onChange={(e) => setLabel(e.currentTarget.value)}
        />
      </label>
      <label>
        {t('attachments.url')}
        <input
          type="url"
          value={link}
          required
          maxLength={2000}
          onChange={(e) => setLink(e.currentTarget.value)}
        />
      </label>
      <FormButtons busy={busy} onClose={onClose} />
    </form>
  );
}

type Listed<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: T[] };

/**
 * A list read by `read` whenever `key` changes (after `delayMs`, so typing does not flood); an
 * answer is kept with the key it was read for, so a new key shows loading until its own.
 */
function useListed<T>(key: string, read: () => Promise<T[]>, delayMs = 0): Listed<T> {
  const [state, setState] = useState<{ key: string; value: Listed<T> }>();
  const reader = useRef(read);
  useEffect(() => {
    reader.current = read;
  });
  useEffect(() => {
    let live = true;
    const done = (value: Listed<T>) => live && setState({ key, value });
    const timer = setTimeout(() => {
      reader.current().then(
        (items) => done({ status: 'ready', items }),
        (err: unknown) => done({ status: 'error', message: messageOf(err) }),
      );
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, delayMs]);
  return state?.key === key ? state.value : { status: 'loading' };
}

/** 000 §5: searches fire 300 ms after typing stops. */
const SEARCH_DELAY_MS = 300;

export function WorkflowPicker({
  client,
  busy,
  onAdd,
  onClose,
}: {
  client: StepAttachmentsClient;
  busy: boolean;
  onAdd: (body: StepAttachmentCreate) => Promise<boolean>;
  onClose: () => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<PickableWorkflow | null>(null);
  const [stepId, setStepId] = useState('');
  const found = useListed(keyword, () => client.searchWorkflows(keyword), SEARCH_DELAY_MS);
  const steps = useListed<PickableStep>(chosen?.id ?? '', () =>
    chosen ? client.stepsOf(chosen.id) : Promise.resolve([]),
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    const body: StepAttachmentCreate = stepId
      ? { kind: 'step', targetWorkflowId: chosen.id, targetStepId: stepId }
      : { kind: 'workflow', targetWorkflowId: chosen.id };
    if (await onAdd(body)) onClose();
  };
  return (
    <form
      className="step-attachment-form"
      onSubmit={(e) => void submit(e)}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <label>
        {t('attachments.searchWorkflows')}
        <input
          type="search"
          value={keyword}
          autoFocus
          onChange={(e) => setKeyword(e.currentTarget.value)}
        />
      </label>
      {found.status === 'loading' && <p className="muted small">{t('common.loading')}</p>}
      {found.status === 'error' && (
        <p className="field-error" role="alert">
          {found.message}
        </p>
      )}
      {found.status === 'ready' && found.items.length === 0 && (
        <p className="muted small">{t('attachments.noWorkflows')}</p>
      )}
      {found.status === 'ready' && found.items.length > 0 && (
        <fieldset className="step-attachment-choices">
          <legend className="visually-hidden">{t('attachments.addWorkflow')}</legend>
          {found.items.map((w) => (
            <label key={w.id}>
              <input
                type="radio"
                name="target-workflow"
                checked={chosen?.id === w.id}
                onChange={() => {
                  setChosen(w);
                  setStepId('');
                }}
              />
              {w.title}
            </label>
          ))}
        </fieldset>
      )}
      {chosen && (
        <label>
          {t('attachments.chooseStep')}
          <select
            value={stepId}
            disabled={steps.status !== 'ready'}
            onChange={(e) => setStepId(e.currentTarget.value)}
          >
            <option value="">{t('attachments.wholeWorkflow')}</option>
            {steps.status === 'ready' &&
              steps.items.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
          </select>
        </label>
      )}
      <FormButtons
        busy={busy}
        submit={t('attachments.attach')}
        canSubmit={chosen !== null}
        onClose={onClose}
      />
    </form>
  );
}
