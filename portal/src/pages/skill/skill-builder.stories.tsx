// The skill builder's forms (issue 24): certification (off, automatic with validity, manual),
// and the create dialog's title rules. The tabs that read the server (content, users,
// assessment) are covered by the e2e spec.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Skill } from '@stepwise/core';
import { MemoryRouter } from 'react-router';
import { BuilderCertificationTab } from './builder-certification-tab';
import '../../styles.css';
import './skill.css';

const skill: Skill = {
  id: 'forklift',
  playlistTitle: 'Forklift basics',
  posterURL: null,
  published: false,
  publishedAt: null,
  organization: 'org1',
  group: 'ws1',
  workspaceName: 'Warehouse',
  list: [],
  totalInList: 0,
  totalVideoDuration: 0,
  assessment: { quizWorkflowIds: [], passingScore: 80 },
  certification: { enabled: false, mode: 'automatic', validityMonths: null },
  author: { uid: 'u0', displayName: 'Mia Manager' },
  assignedCount: 0,
  createdAt: '2026-02-20T09:00:00.000Z',
  updatedAt: '2026-02-20T09:00:00.000Z',
};

const meta = {
  title: 'Portal/Skills/Builder certification',
  component: BuilderCertificationTab,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { skill, onSaved: () => undefined },
} satisfies Meta<typeof BuilderCertificationTab>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const AutomaticOneYear: Story = {
  args: {
    skill: { ...skill, certification: { enabled: true, mode: 'automatic', validityMonths: 12 } },
  },
};

export const Manual: Story = {
  args: {
    skill: { ...skill, certification: { enabled: true, mode: 'manual', validityMonths: null } },
  },
};
