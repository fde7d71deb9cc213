// The share dialog (issue 23) per access type: loading, a failed load, none, public, restricted
// with an invalid entry to fix, password (set, kept when left empty), no outside right and an
// organisation without public or restricted links. Save answers after a short wait; a story's
// `refuse` answers the server's refusal instead.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ContentShareItem, ContentShareUpdate } from '@stepwise/core';
import { fn } from 'storybook/test';
import { ShareDialogView } from './share-dialog';
import '../styles.css';
import { testShare } from './test-share';

const share = testShare;

/** A save that answers like the server: the new type, two mails when the invitation was asked. */
const saving =
  (refuse?: string) =>
  async (update: ContentShareUpdate): Promise<ContentShareItem> => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    if (refuse) throw new Error(refuse);
    return share({
      externalAccessType: update.externalAccessType,
      ...(update.externalAccessType === 'restricted'
        ? {
            externalRestrictedDomains: update.externalRestrictedDomains ?? [],
            externalRestrictedEmailRecords: update.externalRestrictedEmailRecords ?? [],
            mailed: update.notify ? (update.externalRestrictedEmailRecords?.length ?? 0) : 0,
          }
        : {}),
      hasPassword: update.externalAccessType === 'password',
    });
  };

const meta = {
  title: 'Portal/Share dialog',
  component: ShareDialogView,
  args: {
    content: { type: 'workflow', id: 'w1' },
    title: 'Mount the bracket on line 3',
    share: share(),
    loadError: null,
    rights: { internal: true, external: true },
    onSave: saving(),
    onClose: fn(),
  },
} satisfies Meta<typeof ShareDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { share: null } };
export const LoadFailed: Story = { args: { share: null, loadError: 'Content share not found' } };
export const NoOutsideAccess: Story = {};
export const Public: Story = { args: { share: share({ externalAccessType: 'public' }) } };
export const PublicSmartInstruction: Story = {
  args: {
    content: { type: 'multimodalSop', id: 'sop1' },
    title: 'Clear a jam',
    share: share({
      type: 'multimodalSop',
      workflowId: null,
      multimodalSopId: 'sop1',
      externalAccessType: 'public',
    }),
  },
};
export const Restricted: Story = {
  args: {
    share: share({
      externalAccessType: 'restricted',
      externalRestrictedDomains: ['partner.test'],
      externalRestrictedEmailRecords: [{ email: 'ann@supplier.test' }],
    }),
  },
};
export const Password: Story = {
  args: { share: share({ externalAccessType: 'password', hasPassword: true }) },
};
export const RefusedByServer: Story = {
  args: { onSave: saving('Public links are disabled for this organization') },
};
export const OrganisationAllowsNeither: Story = {
  args: { share: share({ publicLinksAllowed: false, restrictedSharingAllowed: false }) },
};
export const ViewerRole: Story = { args: { rights: { internal: true, external: false } } };
