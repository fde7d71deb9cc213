import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './button.js';
import { Dialog } from './dialog.js';

interface ExampleProps {
  initiallyOpen?: boolean;
  width?: number;
  alert?: boolean;
}

function Example({ initiallyOpen = false, width, alert = false }: ExampleProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        {alert ? 'Delete workspace' : 'Rename workspace'}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        width={width}
        role={alert ? 'alertdialog' : 'dialog'}
        title={alert ? 'Delete this workspace?' : 'Rename workspace'}
        description={alert ? 'Its workflows move to the trash.' : 'Every member sees the new name.'}
        closeLabel="Close"
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant={alert ? 'danger' : 'primary'} onClick={() => setOpen(false)}>
              {alert ? 'Delete' : 'Save'}
            </Button>
          </>
        }
      >
        {!alert && (
          <label style={{ display: 'grid', gap: 4 }}>
            Name
            <input defaultValue="Assembly line 3" />
          </label>
        )}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Example,
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { initiallyOpen: true } };
export const Wide: Story = { args: { initiallyOpen: true, width: 800 } };
export const Confirmation: Story = { args: { initiallyOpen: true, alert: true } };
