import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, MenuItem, MenuList, MenuSeparator, MenuTrigger } from './menu.js';

interface ExampleProps {
  openOnHover?: boolean;
  align?: 'start' | 'end';
}

function Example({ openOnHover = false, align = 'start' }: ExampleProps) {
  return (
    <div style={{ minBlockSize: 220 }}>
      <Menu openOnHover={openOnHover}>
        <MenuTrigger>Create</MenuTrigger>
        <MenuList align={align}>
          <MenuItem>Workflow</MenuItem>
          <MenuItem>Smart instruction</MenuItem>
          <MenuItem disabled>Skill</MenuItem>
          <MenuSeparator />
          <MenuItem>Task</MenuItem>
        </MenuList>
      </Menu>
    </div>
  );
}

const meta = {
  title: 'UI/Menu',
  component: Example,
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Opens on hover and closes 200 ms after the pointer leaves (000 §9). */
export const OpenOnHover: Story = { args: { openOnHover: true } };
export const AlignEnd: Story = {
  args: { align: 'end' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Example {...args} />
    </div>
  ),
};
