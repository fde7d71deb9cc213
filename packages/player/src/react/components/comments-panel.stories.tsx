import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { withPlayerStyles } from '../styles/story-decorator.js';
import type { CommentView } from './comment-card.js';
import { CommentsPanel } from './comments-panel.js';
import type { CommentsPanelProps } from './comments-panel.js';

const sample: CommentView[] = [
  {
    id: 'c1',
    author: 'Ana Souza',
    timeAgo: '3 minutes ago',
    text: 'The torque value in this step saved me a lot of time.',
    edited: true,
    canEdit: true,
    canDelete: true,
  },
  {
    id: 'c2',
    author: 'Ben Okafor',
    timeAgo: '2 hours ago',
    text: 'Which valve is meant here, the red or the blue one?',
    edited: false,
    canEdit: false,
    canDelete: true,
  },
  {
    id: 'c3',
    author: 'Chen Wei',
    timeAgo: '5 days ago',
    text: '第3步之前请先关闭电源。',
    edited: false,
    canEdit: false,
    canDelete: false,
  },
];

/** Holds the draft and the list the way the comments store would. */
function Example(props: CommentsPanelProps) {
  const [draft, setDraft] = useState(props.draft);
  const [comments, setComments] = useState(props.comments);
  return (
    <div style={{ inlineSize: 380, blockSize: 520 }}>
      <CommentsPanel
        {...props}
        comments={comments}
        draft={draft}
        onDraftChange={setDraft}
        onSend={() => {
          setComments([
            {
              id: String(Date.now()),
              author: 'You',
              timeAgo: '0 seconds ago',
              text: draft.trim(),
              edited: false,
              canEdit: true,
              canDelete: true,
            },
            ...comments,
          ]);
          setDraft('');
        }}
        onSave={(id, text) =>
          setComments(
            comments.map((c) => (c.id === id ? { ...c, text: text.trim(), edited: true } : c)),
          )
        }
        onDelete={(id) => setComments(comments.filter((c) => c.id !== id))}
      />
    </div>
  );
}

const meta = {
  title: 'Player/CommentsPanel',
  component: Example,
  decorators: [withPlayerStyles],
  args: {
    comments: sample,
    loading: false,
    hasMore: false,
    loadingMore: false,
    onLoadMore: () => {},
    onSave: () => {},
    onDelete: () => {},
    draft: '',
    onDraftChange: () => {},
    sending: false,
    onSend: () => {},
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Loading: Story = { args: { loading: true, comments: [] } };
export const Empty: Story = { args: { comments: [] } };
export const MoreToLoad: Story = { args: { hasMore: true } };
export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true } };
export const Highlighted: Story = { args: { highlightedId: 'c1', savedId: 'c1' } };
export const Removing: Story = { args: { removingId: 'c2' } };
export const Sending: Story = { args: { draft: 'On my way to try this.', sending: true } };
export const OverTheLimit: Story = { args: { draft: 'Long comment. '.repeat(75) } };
