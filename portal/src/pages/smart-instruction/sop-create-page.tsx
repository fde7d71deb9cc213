/**
 * /smart-instruction (000 §2, 001 §2): create a smart instruction manually (the default), from
 * video (a processed workflow of the workspace) or from a PDF (sent with the resumable upload
 * after the instruction limits are checked). Workspace (`?workspaceId=` preselects it), title
 * ('Untitled SOP' by default) and language. Then the editor; for a PDF or a video the editor's
 * page first shows the import's progress.
 */
import {
  createSmartInstruction,
  listWorkspaceGroups,
  type WorkspaceGroupWithWorkspaces,
} from '@stepwise/api';
import {
  INTERFACE_LANGUAGES,
  SMART_INSTRUCTION_DEFAULTS,
  SMART_INSTRUCTION_TYPES,
  TITLE_MAX_LENGTH,
  titleErrors,
  type SmartInstructionType,
} from '@stepwise/core';
import { LANGUAGE_NAMES } from '@stepwise/i18n';
import { Alert } from '@stepwise/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api';
import { messageOf, t, type MessageKey } from '../../i18n/t';
import { paths } from '../../paths';
import { ProcessedWorkflows } from './processed-workflows';
import { acceptOf, sendSopFile, uploadProblemText } from './sop-upload';
import './sop-editor.css';

/** Content languages: the interface languages, English as the SOP default's en-us. */
const CONTENT_LANGUAGES = INTERFACE_LANGUAGES.map((lang) =>
  lang === 'en' ? SMART_INSTRUCTION_DEFAULTS.languageCode : lang,
);
const languageName = (code: string) =>
  LANGUAGE_NAMES[(code === 'en-us' ? 'en' : code) as keyof typeof LANGUAGE_NAMES] ?? code;

export function SopCreatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const [groups, setGroups] = useState<WorkspaceGroupWithWorkspaces[] | null>(null);
  const [workspaceId, setWorkspaceId] = useState(params.get('workspaceId') ?? '');
  const [source, setSource] = useState<SmartInstructionType>(SMART_INSTRUCTION_DEFAULTS.type);
  const [title, setTitle] = useState<string>(SMART_INSTRUCTION_DEFAULTS.title);
  const [languageCode, setLanguageCode] = useState<string>(SMART_INSTRUCTION_DEFAULTS.languageCode);
  const [workflowId, setWorkflowId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    listWorkspaceGroups(api, 'edit').then(
      (list) => {
        if (!live) return;
        setGroups(list);
        // No (or an unknown) workspace asked for: the first one the user may create in.
        const all = list.flatMap((g) => g.workspaces ?? []);
        setWorkspaceId((current) =>
          all.some((w) => w.id === current) ? current : (all[0]?.id ?? ''),
        );
      },
      (err: unknown) => live && setError(messageOf(err)),
    );
    return () => {
      live = false;
    };
  }, []);

  const titleProblem = titleErrors(title)[0];
  const fileProblem = source === 'pdf' && file ? uploadProblemText('pdf', file) : null;
  const ready =
    !!workspaceId &&
    !titleProblem &&
    (source !== 'workflow' || !!workflowId) &&
    (source !== 'pdf' || (!!file && !fileProblem));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      const base = { workspaceId, title: title.trim(), languageCode };
      let body;
      if (source === 'pdf') {
        const problem = uploadProblemText('pdf', file);
        if (problem || !file) throw new Error(problem ?? '');
        setProgress(0);
        const uploadId = await sendSopFile(file, { onProgress: setProgress });
        body = { ...base, type: 'pdf' as const, uploadId };
      } else if (source === 'workflow') {
        body = { ...base, type: 'workflow' as const, workflowId };
      } else {
        body = { ...base, type: 'manually' as const };
      }
      const { item } = await createSmartInstruction(api, body);
      void navigate(paths.smartInstruction(item.id));
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <section className="sop-create" data-testid="sop-create">
      <header className="page-header">
        <h1>{t('sopCreate.heading')}</h1>
      </header>
      {error && (
        <Alert tone="danger" title={t('sopCreate.failed')} data-testid="sop-create-error">
          {error}
        </Alert>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy || undefined}>
        <fieldset className="sop-source">
          <legend>{t('sopCreate.source')}</legend>
          {SMART_INSTRUCTION_TYPES.map((type) => (
            <label key={type} className="sop-source-option">
              <input
                type="radio"
                name="sop-source"
                value={type}
                checked={source === type}
                onChange={() => setSource(type)}
                data-testid={`sop-source-${type}`}
              />
              <span>
                <strong>{t(`sopCreate.sourceOption.${type}` as MessageKey)}</strong>
                <span className="hint small">
                  {' '}
                  {t(`sopCreate.sourceHint.${type}` as MessageKey)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>

        <label htmlFor={`${id}-workspace`}>{t('sopCreate.workspace')}</label>
        <select
          id={`${id}-workspace`}
          value={workspaceId}
          onChange={(e) => {
            setWorkspaceId(e.currentTarget.value);
            setWorkflowId('');
          }}
          disabled={!groups}
          data-testid="sop-create-workspace"
        >
          {(groups ?? []).map((g) => (
            <optgroup key={g.id} label={g.name}>
              {(g.workspaces ?? []).map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {groups && groups.every((g) => (g.workspaces ?? []).length === 0) && (
          <p className="field-error">{t('sopCreate.noWorkspace')}</p>
        )}

        <label htmlFor={`${id}-title`}>{t('sopCreate.title')}</label>
        <input
          id={`${id}-title`}
          type="text"
          value={title}
          maxLength={TITLE_MAX_LENGTH}
          onChange={(e) => setTitle(e.currentTarget.value)}
          aria-invalid={titleProblem ? true : undefined}
          aria-describedby={titleProblem ? `${id}-title-problem` : undefined}
          data-testid="sop-create-title"
        />
        {titleProblem && (
          <p id={`${id}-title-problem`} className="field-error">
            {t(titleProblem as MessageKey)}
          </p>
        )}

        <label htmlFor={`${id}-language`}>{t('sopCreate.language')}</label>
        <select
          id={`${id}-language`}
          value={languageCode}
          onChange={(e) => setLanguageCode(e.currentTarget.value)}
          data-testid="sop-create-language"
        >
          {CONTENT_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>

        {source === 'workflow' && workspaceId && (
          <WorkflowChoice workspaceId={workspaceId} value={workflowId} onChange={setWorkflowId} />
        )}
        {source === 'pdf' && (
          <>
            <label htmlFor={`${id}-pdf`}>{t('sopCreate.pdf')}</label>
            <input
              id={`${id}-pdf`}
              type="file"
              accept={acceptOf('pdf')}
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
              aria-invalid={fileProblem ? true : undefined}
              aria-describedby={`${id}-pdf-hint`}
              data-testid="sop-create-pdf"
            />
            <p id={`${id}-pdf-hint`} className={fileProblem ? 'field-error' : 'hint small'}>
              {fileProblem ?? t('sopCreate.pdfHint')}
            </p>
            {progress !== null && (
              <progress
                max={1}
                value={progress}
                aria-label={t('sopCreate.uploading')}
                data-testid="sop-create-upload"
              />
            )}
          </>
        )}

        <div className="row-buttons">
          <button type="button" onClick={() => void navigate(-1)} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="primary"
            disabled={!ready || busy}
            aria-busy={busy || undefined}
            data-testid="sop-create-submit"
          >
            {t('sopCreate.create')}
          </button>
        </div>
      </form>
    </section>
  );
}

function WorkflowChoice({
  workspaceId,
  value,
  onChange,
}: {
  workspaceId: string;
  value: string;
  onChange: (workflowId: string) => void;
}) {
  const id = useId();
  return (
    <ProcessedWorkflows workspaceId={workspaceId}>
      {(items) => (
        <>
          <label htmlFor={`${id}-workflow`}>{t('sopCreate.workflow')}</label>
          <select
            id={`${id}-workflow`}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            data-testid="sop-create-workflow"
          >
            <option value="">{t('sopCreate.pickWorkflow')}</option>
            {items.map((w) => (
              <option key={w.id} value={w.id}>
                {w.title}
              </option>
            ))}
          </select>
        </>
      )}
    </ProcessedWorkflows>
  );
}
