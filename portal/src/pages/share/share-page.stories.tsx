// The public /share/{id} page (issue 23) in its states: restricted (address, then code),
// password, the mail's link arriving, an unknown link and a failed load. The forms call the
// server, so in Storybook they show their refusal; the states before a call are what matter here.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ShareLanding } from '@stepwise/core';
import { fn } from 'storybook/test';
import { ShareLandingView } from './share-page';
import '../../styles.css';

const landing = (over: Partial<ShareLanding> = {}): ShareLanding => ({
  id: 'share1',
  type: 'workflow',
  externalAccessType: 'restricted',
  contentId: 'wf1',
  title: null,
  organization: { name: 'Acme Works', logoUrl: null },
  ...over,
});

const meta = {
  title: 'Portal/Share page',
  component: ShareLandingView,
  args: {
    data: { state: 'ready', landing: landing(), email: null, code: null },
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ShareLandingView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Restricted: Story = {};
export const RestrictedWithLogo: Story = {
  args: {
    data: {
      state: 'ready',
      landing: landing({
        organization: {
          name: 'Acme Works',
          logoUrl:
            'data:image/svg+xml,' +
            encodeURIComponent(
              '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="#2b6cb0"/><text x="24" y="32" font-size="24" text-anchor="middle" fill="white">A</text></svg>',
            ),
        },
      }),
      email: null,
      code: null,
    },
  },
};
export const Password: Story = {
  args: {
    data: {
      state: 'ready',
      landing: landing({ externalAccessType: 'password' }),
      email: null,
      code: null,
    },
  },
};
export const MailLinkArriving: Story = {
  args: { data: { state: 'ready', landing: landing(), email: 'ann@partner.test', code: '123456' } },
};
export const Missing: Story = { args: { data: { state: 'missing' } } };
export const LoadFailed: Story = {
  args: { data: { state: 'error', message: 'Network error: Failed to fetch' } },
};
export const Retrying: Story = {
  args: { data: { state: 'error', message: 'Network error: Failed to fetch' }, retrying: true },
};
