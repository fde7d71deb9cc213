// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALLOWED_ORIGINS_SETTINGS_PATH, EmbedCodeDialog } from './embed-code-dialog';
import { embedSnippets } from './embed-snippets';
import { testShare } from './test-share';

const calls = vi.hoisted(() => ({ ensure: vi.fn() }));
vi.mock('../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({ ensureContentShare: calls.ensure }));

const share = (externalAccessType: 'none' | 'public') =>
  testShare({ id: 'ST-share1', externalAccessType });

describe('embed snippets (issue 6)', () => {
  it('with the public share: the element with its token, /p with the token, the SDK', () => {
    const s = embedSnippets('https://sw.example', 'w1', 'ST-1');
    expect(s.script).toBe(
      '<script type="module" src="https://sw.example/embed/v1/stepwise.mjs"></script>\n' +
        '<stepwise-player workflow-id="w1" share-token="ST-1">\n' +
        // The fast start: the stream's <video>, which the browser starts while parsing the page.
        '  <video slot="media" crossorigin="anonymous" playsinline preload="metadata" style="display:block;width:100%;aspect-ratio:16/9">' +
        '<source src="https://sw.example/v1/player/stream.m3u8?workflowId=w1&amp;token=ST-1" type="application/vnd.apple.mpegurl"></video>\n' +
        '</stepwise-player>',
    );
    expect(s.iframe).toContain('src="https://sw.example/p/w1?shareToken=ST-1"');
    // The 16:9 picture at 960 px and the public page's 40 px logo bar: nothing cut off.
    expect(s.iframe).toContain('width="960" height="580"');
    expect(s.sdk).toContain('<script src="https://sw.example/embed/v1/host.js"></script>');
    expect(s.sdk).toContain(
      "Stepwise.connect(document.querySelector('iframe'), { origin: 'https://sw.example' })",
    );
  });

  it('without it: no token, the signed-in /playerembed', () => {
    const s = embedSnippets('https://sw.example', 'w 1', null);
    expect(s.script).not.toContain('share-token');
    // Signed in, the player asks for its stream with the viewer's session: no <video> inside.
    expect(s.script).toContain('<stepwise-player workflow-id="w 1"></stepwise-player>');
    expect(s.iframe).toContain('src="https://sw.example/playerembed/w%201"');
    expect(s.iframe).toContain('width="960" height="540"');
  });
});

describe('the embed-code dialog', () => {
  afterEach(() => {
    cleanup();
    calls.ensure.mockReset();
  });

  const open = () =>
    render(
      <MemoryRouter>
        <EmbedCodeDialog workflowId="w1" title="Fix it" onClose={() => {}} />
      </MemoryRouter>,
    );

  it('shows the three snippets of a public workflow and the allowed-origins note', async () => {
    calls.ensure.mockResolvedValue(share('public'));
    open();
    const script = await screen.findByLabelText<HTMLTextAreaElement>(/Script tag/);
    expect(script.value).toContain('share-token="ST-share1"');
    expect(screen.getByTestId('embed-code-iframe').querySelector('textarea')!.value).toContain(
      '/p/w1?shareToken=ST-share1',
    );
    expect(screen.getByTestId('embed-code-sdk').querySelector('textarea')!.value).toContain(
      'Stepwise.connect',
    );
    const link = screen.getByTestId('embed-code-origins').querySelector('a')!;
    expect(link.getAttribute('href')).toBe(ALLOWED_ORIGINS_SETTINGS_PATH);
  });

  it('copies a snippet', async () => {
    calls.ensure.mockResolvedValue(share('none'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    await waitFor(() => expect(screen.getByTestId('embed-code-iframe')).toBeTruthy());
    fireEvent.click(screen.getByTestId('embed-code-iframe').querySelector('button')!);
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/playerembed/w1')),
    );
  });

  it('shows the refusal when the share cannot be read', async () => {
    calls.ensure.mockRejectedValue(new Error('nope'));
    open();
    expect((await screen.findByTestId('embed-code-error')).textContent).toBeTruthy();
  });
});
