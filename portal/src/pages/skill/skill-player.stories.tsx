// The skill player's states (issue 24; 002 §4): in progress (assessment locked), passed with the
// certificate, failed, waiting for a manager's certification, not assigned, unpublished.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { SkillPlayerView } from './skill-player-page';
import { SkillUnavailable } from './skill-unavailable';
import { testAssignedSkill, testPassedSkill } from './test-skill';
import '../../styles.css';
import './skill.css';

const meta = {
  title: 'Portal/Skills/Skill player',
  component: SkillPlayerView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { initial: testPassedSkill(), userId: 'u1' },
} satisfies Meta<typeof SkillPlayerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PassedWithCertificate: Story = {};

export const Failed: Story = {
  args: {
    initial: {
      ...testPassedSkill(),
      state: 'FAILED',
      completedAt: '2026-03-02T10:00:00.000Z',
      assessment: { quizWorkflowIds: ['wf1'], passingScore: 80, result: 'failed' },
      certificate: null,
      list: testPassedSkill().list.map((i) => ({
        ...i,
        quiz: i.quiz && { ...i.quiz, status: 'failed', score: 40 },
      })),
    },
  },
};

export const AwaitingCertification: Story = {
  args: {
    initial: {
      ...testPassedSkill(),
      certificate: null,
      certification: { enabled: true, mode: 'manual', validityMonths: null },
    },
  },
};

/** In progress: the assessment waits for the content (the page asks for progress on open). */
export const InProgress: Story = { args: { initial: testAssignedSkill() } };

export const NotAssigned: Story = { render: () => <SkillUnavailable result="notAssigned" /> };

export const Unpublished: Story = { render: () => <SkillUnavailable result="unpublished" /> };
