import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPlayerStyles, withVideoStage } from '../styles/story-decorator.js';
import { VersionBadge } from './version-badge.js';

const meta = {
  title: 'Player/VersionBadge',
  component: VersionBadge,
  decorators: [withVideoStage, withPlayerStyles],
  args: { version: '1.0', createdAt: '2026-03-14T09:30:00.000Z', language: 'en' },
} satisfies Meta<typeof VersionBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A past version played with ?versionId= (002 §2): not the current one. */
export const PastVersion: Story = {};
/** A long label wraps within half the picture. */
export const German: Story = { args: { version: '12.0', language: 'de-de' } };
