// A bulk import's report (issue 25): the dry-run preview with bad rows, the report after the
// import, and a clean file.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImportReport } from './import-report';
import './admin-layout.css';
import '../../styles.css';

const failed = [
  { row: 12, field: 'email' as const, message: 'Not a valid e-mail address' },
  { row: 31, field: 'email' as const, message: 'Same account as row 5' },
  { row: 44, field: 'workspaces' as const, message: 'No workspace named "Paint shop"' },
];

const meta = {
  title: 'Portal/Admin/ImportReport',
  component: ImportReport,
  args: { answer: { created: 47, failed, dryRun: true, rows: 50 } },
} satisfies Meta<typeof ImportReport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Preview: Story = {};
export const Imported: Story = {
  args: { answer: { created: 47, failed, dryRun: false, rows: 50 } },
};
export const AllValid: Story = {
  args: { answer: { created: 50, failed: [], dryRun: true, rows: 50 } },
};
