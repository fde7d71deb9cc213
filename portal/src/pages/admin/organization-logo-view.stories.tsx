// The organisation logo card (issue 23) in its states: loading, failed load, no logo yet, a logo,
// uploading, removing and a refused file. The view only: the card around it calls the server.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrganizationLogoView } from './organization-logo-view';
import '../../styles.css';

// A wide block in the brand blue, as an uploaded logo would look (fitted into 400x160).
const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120">' +
      '<rect width="320" height="120" fill="#1f6feb"/>' +
      '<text x="160" y="68" font-size="24" text-anchor="middle" fill="white">Demo Manufacturing</text>' +
      '</svg>',
  );

const meta = {
  title: 'Portal/Admin/OrganizationLogo',
  component: OrganizationLogoView,
  args: {
    loaded: { status: 'ready', logo: null },
    busy: null,
    progress: 0,
    problem: null,
    notice: '',
    onChoose: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrganizationLogoView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoLogo: Story = {};
export const WithLogo: Story = { args: { loaded: { status: 'ready', logo: { url: LOGO } } } };
export const Loading: Story = { args: { loaded: { status: 'loading' } } };
export const LoadFailed: Story = {
  args: { loaded: { status: 'failed', message: 'Network error: Failed to fetch' } },
};
export const Uploading: Story = { args: { busy: 'uploading', progress: 0.4 } };
export const Removing: Story = {
  args: { loaded: { status: 'ready', logo: { url: LOGO } }, busy: 'removing' },
};
export const RefusedFile: Story = {
  args: { problem: 'Choose a PNG, JPEG or WebP image (SVG is not accepted).' },
};
