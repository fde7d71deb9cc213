// The admin navigation (issue 25) as an org admin and as a workspace admin sees it, with the
// current page marked; the narrow-screen select shows below 48rem.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { accessFlags, DEFAULT_FEATURE_FLAGS, IpCheckState, type RoleName } from '@stepwise/core';
import { MemoryRouter } from 'react-router';
import { AdminNav } from './admin-nav-view';
import { adminNavItems } from './admin-nav';
import './admin-layout.css';
import '../../styles.css';

const itemsFor = (role: RoleName) =>
  adminNavItems({
    role,
    features: DEFAULT_FEATURE_FLAGS,
    flags: accessFlags(role, null, DEFAULT_FEATURE_FLAGS),
    ipCheck: IpCheckState.PASSED,
  });

const meta = {
  title: 'Portal/Admin/Navigation',
  component: AdminNav,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/admin/users']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { items: itemsFor('admin-organization') },
} satisfies Meta<typeof AdminNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OrgAdmin: Story = {};
export const WorkspaceAdmin: Story = { args: { items: itemsFor('admin-group') } };
