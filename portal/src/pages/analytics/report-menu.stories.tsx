// The report menu (000 §4): the side menu on analytics pages, with skills enabled and not.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { ReportMenu } from './report-menu';
import '../../styles.css';

const meta = {
  title: 'Portal/Analytics/ReportMenu',
  component: ReportMenu,
  args: { skills: true },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/analytics/workflows/detail']}>
        <nav className="side-menu" style={{ position: 'static' }}>
          <Story />
        </nav>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ReportMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SkillsOn: Story = {};
export const SkillsOff: Story = { args: { skills: false } };
