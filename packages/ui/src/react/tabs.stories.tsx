import type { Meta, StoryObj } from '@storybook/react-vite';
import { TAB_SIZES } from '../core/constants.js';
import { Tab, TabList, TabPanel, Tabs } from './tabs.js';
import type { TabsProps } from './tabs.js';

function Example(props: Omit<TabsProps, 'children'>) {
  return (
    <Tabs defaultValue="workflows" {...props}>
      <TabList aria-label="Workspace content">
        <Tab value="workflows">Workflows</Tab>
        <Tab value="sops">Smart instructions</Tab>
        <Tab value="members">Members</Tab>
        <Tab value="settings" disabled>
          Settings
        </Tab>
      </TabList>
      <TabPanel value="workflows">Workflow list</TabPanel>
      <TabPanel value="sops">Smart instruction list</TabPanel>
      <TabPanel value="members">Member list</TabPanel>
      <TabPanel value="settings">Settings</TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'UI/Tabs',
  component: Example,
  args: { size: 'md', orientation: 'horizontal' },
  argTypes: {
    size: { control: 'inline-radio', options: TAB_SIZES },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Vertical: Story = { args: { orientation: 'vertical' } };
export const Disabled: Story = { args: { disabled: true } };
export const ReadOnly: Story = { args: { readOnly: true } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {TAB_SIZES.map((size) => (
        <Example key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
