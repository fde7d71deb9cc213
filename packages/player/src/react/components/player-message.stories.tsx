import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPlayerStyles, withVideoStage } from '../styles/story-decorator.js';
import { PLAYER_MESSAGE_KINDS, PlayerMessage } from './player-message.js';

const meta = {
  title: 'Player/PlayerMessage',
  component: PlayerMessage,
  decorators: [withVideoStage, withPlayerStyles],
  argTypes: { kind: { control: 'select', options: PLAYER_MESSAGE_KINDS } },
  args: { kind: 'loadingVideo' },
} satisfies Meta<typeof PlayerMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

const retry = { kind: 'retry', onAction: () => {} } as const;

export const LoadingVideo: Story = {};
export const LoadingUserInfo: Story = { args: { kind: 'loadingUserInfo' } };
export const Deleted: Story = { args: { kind: 'deleted' } };
export const Missing: Story = { args: { kind: 'missing' } };
export const Unavailable: Story = { args: { kind: 'unavailable' } };
export const NoPermission: Story = {
  args: { kind: 'noPermission', action: { kind: 'signIn', onAction: () => {} } },
};
export const NetworkError: Story = { args: { kind: 'network', action: retry } };
export const UnsupportedBrowser: Story = { args: { kind: 'unsupportedBrowser' } };
export const BadAttribute: Story = {
  args: { kind: 'badAttribute', detail: 'server "htp:/example" is not a URL' },
};
