import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withPlayerStyles } from '../styles/story-decorator.js';
import { ReactionsBar } from './reactions-bar.js';
import type { ReactionsBarProps, ReactionUsers } from './reactions-bar.js';

const users: Record<string, string[]> = {
  like: ['Ana Souza', 'Ben Okafor', 'Chen Wei'],
  love: ['Dana Levi'],
  insightful: [],
  celebrate: [],
  curious: [],
};

/** A stand-in for the reactions store: same press removes, another replaces. */
function Example(props: ReactionsBarProps) {
  const [chosen, setChosen] = useState(props.chosenId);
  const [open, setOpen] = useState<ReactionUsers | null>(props.usersOpen ?? null);
  const count = (id: string) =>
    String((users[id]?.length ?? 0) + (chosen === id ? 1 : 0)).padStart(2, '0');
  return (
    <div style={{ paddingBlockStart: 200 }}>
      <ReactionsBar
        {...props}
        reactions={props.reactions.map((r) => ({ ...r, countLabel: count(r.id) }))}
        chosenId={chosen}
        onReact={(id) => setChosen(chosen === id ? null : id)}
        onShowUsers={(id) => setOpen({ reactionId: id, users: users[id] ?? [] })}
        usersOpen={open}
        onCloseUsers={() => setOpen(null)}
      />
    </div>
  );
}

const meta = {
  title: 'Player/ReactionsBar',
  component: Example,
  decorators: [withPlayerStyles],
  args: {
    reactions: [
      { id: 'like', name: 'Like', icon: '👍', countLabel: '03' },
      { id: 'love', name: 'Love', icon: '❤️', countLabel: '01' },
      { id: 'insightful', name: 'Insightful', icon: '💡', countLabel: '00' },
      { id: 'celebrate', name: 'Celebrate', icon: '🎉', countLabel: '00' },
      { id: 'curious', name: 'Curious', icon: '🤔', countLabel: '00' },
    ],
    chosenId: null,
    onReact: () => {},
    onShowUsers: () => {},
    onCloseUsers: () => {},
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press and hold a reaction for half a second to see who chose it. */
export const Default: Story = {};
export const Chosen: Story = { args: { chosenId: 'like' } };
export const UsersOpen: Story = {
  args: { usersOpen: { reactionId: 'like', users: users['like'] ?? [] } },
};
export const Disabled: Story = { args: { disabled: true } };
