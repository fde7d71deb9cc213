import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Menu, type MenuItem } from '../components/menu';
import { UploadDialog } from '../components/upload-dialog';
import { WorkspacePickerDialog } from '../components/workspace-picker-dialog';
import type { CreateItem } from './gating';
import { useT, type MessageKey } from './i18n';
import { paths } from '../paths';
import { Icon } from './icons';

const LABELS: Record<CreateItem, MessageKey> = {
  uploadVideo: 'shell.create.uploadVideo',
  recordScreen: 'shell.create.recordScreen',
  createSmartInstruction: 'shell.create.smartInstruction',
  zoomImport: 'shell.create.zoomImport',
  createSkill: 'shell.create.skill',
  createTask: 'shell.create.task',
};

/** Options whose screen exists; the others show, disabled, with a "coming soon" hint. */
const AVAILABLE: ReadonlySet<CreateItem> = new Set([
  'uploadVideo',
  'createSmartInstruction',
  'createSkill',
  'createTask',
]);

// Issue 24: the create dialogs load when first chosen, so the shell's bundle does not carry them.
const CreateSkillDialog = lazy(async () => ({
  default: (await import('../pages/skill/create-skill-dialog')).CreateSkillDialog,
}));
const CreateTaskDialog = lazy(async () => ({
  default: (await import('../pages/task/create-task-dialog')).CreateTaskDialog,
}));

type Step =
  { kind: 'pick' } | { kind: 'upload'; workspaceId: string } | { kind: 'skill' } | { kind: 'task' };

/**
 * The header's create dropdown (000 §6): the caller passes the gated options; an empty list
 * renders nothing (viewers). Upload asks for a workspace first, then opens the upload dialog;
 * Create smart instruction opens the editor's create screen, which asks for the workspace;
 * Create skill and Create task open their dialogs (issue 24; the gating decides who sees them).
 */
export function CreateMenu({ items, languageCode }: { items: CreateItem[]; languageCode: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>();
  if (items.length === 0) return null;
  const menuItems: MenuItem[] = items.map((item) => {
    const available = AVAILABLE.has(item);
    return {
      key: item,
      label: t(LABELS[item]),
      testId: `create-${item}`,
      disabled: !available,
      hint: available ? undefined : t('shell.comingSoon'),
      onSelect: () => {
        if (item === 'uploadVideo') setStep({ kind: 'pick' });
        else if (item === 'createSmartInstruction') void navigate(paths.smartInstructionNew());
        else if (item === 'createSkill') setStep({ kind: 'skill' });
        else if (item === 'createTask') setStep({ kind: 'task' });
      },
    };
  });
  return (
    <>
      <Menu
        label={t('shell.create.label')}
        items={menuItems}
        testId="create-menu"
        trigger={
          <>
            <Icon name="plus" /> <span className="create-label">{t('shell.create.button')}</span>
          </>
        }
        triggerClassName="primary"
      />
      {step?.kind === 'pick' && (
        <WorkspacePickerDialog
          title={t('shell.create.pickWorkspace')}
          confirmLabel={t('shell.create.continue')}
          onPick={async (workspaceId) => setStep({ kind: 'upload', workspaceId })}
          onClose={() => setStep((s) => (s?.kind === 'pick' ? undefined : s))}
        />
      )}
      {step?.kind === 'upload' && (
        <UploadDialog
          workspaceId={step.workspaceId}
          languageCode={languageCode}
          onClose={() => setStep(undefined)}
        />
      )}
      <Suspense fallback={null}>
        {step?.kind === 'skill' && <CreateSkillDialog onClose={() => setStep(undefined)} />}
        {step?.kind === 'task' && <CreateTaskDialog onClose={() => setStep(undefined)} />}
      </Suspense>
    </>
  );
}
