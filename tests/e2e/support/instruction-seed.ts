/**
 * A published smart instruction with a public share, written through the API as an author would
 * (issue 20): an introduction, a step with two substeps and a warning, a checklist of two, a photo
 * request and the conclusion. The <stepwise-instruction> e2e and the widget's bench open it from a
 * host page of another origin with the share's token.
 */
import {
  createApi,
  createSmartInstruction,
  ensureSmartInstructionShare,
  listWorkspaceGroups,
  login,
  updateContentShare,
  updateSmartInstruction,
} from '@stepwise/api';
import type { SmartInstruction } from '@stepwise/core';

export interface PublicInstruction {
  instruction: SmartInstruction;
  /** The content share's id: the `share-token` attribute. */
  shareToken: string;
}

export async function seedPublicInstruction(
  baseUrl: string,
  email: string,
  password: string,
  title = 'Replace the air handler filter',
): Promise<PublicInstruction> {
  const api = createApi({ baseUrl });
  await login(api, { email, password });
  const groups = await listWorkspaceGroups(api, 'edit');
  const workspace = groups.flatMap((g) => g.workspaces)[0];
  if (!workspace) throw new Error('The demo organisation has no workspace to write into.');
  const { item } = await createSmartInstruction(api, {
    workspaceId: workspace.id,
    title,
    description: 'Engine off and cool before you start.',
    items: [
      { type: 'introduction', title: 'Introduction', description: 'Ten minutes, two people.' },
      { type: 'step', title: 'Open the housing', description: 'Release the clips.' },
      { type: 'sub_step', title: 'Release the left clips' },
      { type: 'sub_step', title: 'Release the right clips' },
      { type: 'warning', title: 'Warning', description: 'The edges are sharp: wear gloves.' },
      {
        type: 'checklist',
        title: 'Before you close',
        checklistItems: [{ text: 'Old filter removed' }, { text: 'Seal is clean' }],
      },
      {
        type: 'file_request',
        title: 'Photo of the new filter',
        fileRequest: { description: 'The arrow points to the fan.' },
      },
      { type: 'conclusion', title: 'Conclusion', description: 'Log the change.' },
    ],
  });
  const published = await updateSmartInstruction(api, { id: item.id, publishOption: 'all' });
  const share = await ensureSmartInstructionShare(api, item.id);
  await updateContentShare(api, share.id, { externalAccessType: 'public' });
  return { instruction: published, shareToken: share.id };
}
