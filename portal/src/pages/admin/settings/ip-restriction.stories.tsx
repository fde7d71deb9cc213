// The IP restriction form (issue 25) in its states: off, enabled with the admin inside, the
// lock-out warning, invalid and duplicate rules, no rules, and the address not known.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IpRestrictionForm } from './ip-restriction-page';
import '../../../styles.css';

const meta = {
  title: 'Portal/Admin/Settings/IpRestriction',
  component: IpRestrictionForm,
  args: { saved: { enabled: false, rules: ['203.0.113.0/24'], clientIP: '198.51.100.7' } },
} satisfies Meta<typeof IpRestrictionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const EnabledWithAdminInside: Story = {
  args: {
    saved: {
      enabled: true,
      rules: ['203.0.113.0/24', '198.51.100.0/24'],
      clientIP: '198.51.100.7',
    },
  },
};
export const LockOutWarning: Story = {
  args: { saved: { enabled: true, rules: ['203.0.113.0/24'], clientIP: '198.51.100.7' } },
};
export const InvalidAndDuplicateRules: Story = {
  args: {
    saved: {
      enabled: true,
      rules: ['10.0.0.0/99', '198.51.100.7', '198.51.100.7'],
      clientIP: '198.51.100.7',
    },
  },
};
export const NoRules: Story = { args: { saved: { enabled: false, rules: [], clientIP: '::1' } } };
export const AddressUnknown: Story = {
  args: { saved: { enabled: true, rules: ['203.0.113.0/24'], clientIP: null } },
};
