// The Zoom landing (issue 25) in each state of its {status}: success, error, uninstalled,
// cancelled and an unknown status (the generic message).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ZoomLandingPage } from './zoom-landing-page';
import '../../styles.css';

function Landing({ path }: { path: string }) {
  const router = createMemoryRouter(
    [{ path: '/zoomlanding/:status/:lang?/:subdomain?', Component: ZoomLandingPage }],
    { initialEntries: [path] },
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Portal/OrgTools/ZoomLanding',
  component: Landing,
  args: { path: '/zoomlanding/success/en/demo' },
} satisfies Meta<typeof Landing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Failed: Story = { args: { path: '/zoomlanding/error/en/demo' } };
export const Uninstalled: Story = { args: { path: '/zoomlanding/uninstalled' } };
export const Cancelled: Story = { args: { path: '/zoomlanding/cancelled/en' } };
export const Unknown: Story = { args: { path: '/zoomlanding/something-else' } };
