// The skill matrix (issue 24): people x skills with PASSED (date, expiry), LOCKED, FAILED and
// unassigned cells; empty.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkillMatrixTable } from './skill-matrix-table';
import { testMatrix } from './test-skill';
import '../../styles.css';
import './skill.css';

const meta = {
  title: 'Portal/Skills/Matrix',
  component: SkillMatrixTable,
  args: { matrix: testMatrix },
} satisfies Meta<typeof SkillMatrixTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};

/** Many skills and people: the header row and the names column stay in view while scrolling. */
export const Large: Story = {
  args: {
    matrix: {
      skills: Array.from({ length: 12 }, (_, i) => ({
        id: `s${i}`,
        playlistTitle: `Skill ${i + 1}`,
        group: 'ws1',
      })),
      people: Array.from({ length: 40 }, (_, p) => ({
        userId: `u${p}`,
        displayName: `Person ${p + 1}`,
        email: null,
        cells: Object.fromEntries(
          Array.from({ length: 12 }, (_, i) => [
            `s${i}`,
            {
              ...testMatrix.people[0]!.cells.forklift!,
              state: (['NONE', 'FAILED', 'LOCKED', 'PASSED'] as const)[(p + i) % 4]!,
            },
          ]),
        ),
      })),
    },
  },
};

export const Empty: Story = { args: { matrix: { skills: [], people: [] } } };
