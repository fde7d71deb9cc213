// @vitest-environment jsdom
import type * as ApiModule from '@stepwise/api';
import { ErrorCode, StepwiseError, type ShareLanding } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareLandingLoader } from './share-data';
import { ShareLandingPage } from './share-page';

const calls = vi.hoisted(() => ({ landing: vi.fn(), code: vi.fn(), token: vi.fn() }));
vi.mock('@stepwise/api', async (original) => ({
  ...(await original<typeof ApiModule>()),
  getShareLanding: calls.landing,
  requestShareAccessCode: calls.code,
  issueShareToken: calls.token,
}));

const refusal = (status: number, message = `HTTP ${status}`) =>
  new StepwiseError(ErrorCode.Internal, message, { category: 'internal', data: { status } });

const landing = (over: Partial<ShareLanding> = {}): ShareLanding => ({
  id: 'share1',
  type: 'workflow',
  externalAccessType: 'restricted',
  contentId: 'w1',
  title: null,
  organization: { name: 'Acme Works', logoUrl: null },
  ...over,
});
const issued = (email: string | null) => ({
  token: 'st1.payload.sig',
  email,
  contentId: 'w1',
  type: 'workflow' as const,
  expiredAt: '2099-01-01T00:00:00.000Z',
  expireTs: Date.UTC(2099, 0, 1),
});

function Where() {
  const location = useLocation();
  return <p data-testid="content">{`${location.pathname}${location.search}`}</p>;
}

function open(at: string) {
  const router = createMemoryRouter(
    [
      { path: '/share/:contentShareId', loader: shareLandingLoader, Component: ShareLandingPage },
      { path: '/p/:workflowId', Component: Where },
      { path: '/si/:id', Component: Where },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const failure = async () => {
  const alert = await screen.findByTestId('share-page-error');
  return [alert.dataset.failure, alert.textContent];
};

describe('/share/{contentShareId} (001 §2, 002 §3)', () => {
  beforeEach(() => {
    localStorage.clear();
    calls.landing.mockReset();
    calls.code.mockReset();
    calls.token.mockReset();
  });
  afterEach(cleanup);

  it('a public share goes straight to its content with the share as the token', async () => {
    calls.landing.mockResolvedValue(landing({ externalAccessType: 'public', title: 'Bracket' }));
    open('/share/share1');
    expect((await screen.findByTestId('content')).textContent).toBe('/p/w1?shareToken=share1');

    cleanup();
    calls.landing.mockResolvedValue(
      landing({ externalAccessType: 'public', type: 'multimodalSop', contentId: 'i1' }),
    );
    open('/share/share1');
    expect((await screen.findByTestId('content')).textContent).toBe('/si/i1?shareToken=share1');
  });

  it('an unknown or unshared link says so', async () => {
    calls.landing.mockRejectedValue(refusal(404, 'Content share not found'));
    open('/share/nope');
    expect(await screen.findByTestId('share-page-missing')).toBeTruthy();
    expect(screen.getByText('This link does not exist or is no longer shared.')).toBeTruthy();
  });

  it('a failed load offers to try again', async () => {
    calls.landing.mockRejectedValueOnce(refusal(0, 'Network error: offline'));
    calls.landing.mockResolvedValueOnce(landing({ externalAccessType: 'password' }));
    open('/share/share1');
    expect((await screen.findByTestId('share-page-failed')).textContent).toContain('offline');
    fireEvent.click(screen.getByTestId('share-page-retry'));
    expect(await screen.findByTestId('share-password-form')).toBeTruthy();
  });

  it('restricted: address -> code sent -> code -> token kept under ST-{contentId} -> the player', async () => {
    calls.landing.mockResolvedValue(landing());
    calls.code.mockResolvedValue({ email: 'a@partner.test', expiresAt: '' });
    calls.token.mockResolvedValue(issued('a@partner.test'));
    open('/share/share1');

    expect((await screen.findByTestId('share-page-org')).textContent).toContain('Acme Works');
    type('share-email', ' A@Partner.test ');
    fireEvent.click(screen.getByTestId('share-send-code'));
    expect((await screen.findByTestId('share-code-sent')).textContent).toContain(
      'We sent a code to a@partner.test. It is valid for 15 minutes.',
    );
    expect(calls.code).toHaveBeenCalledWith(expect.anything(), 'share1', 'a@partner.test', 'en');

    const code = screen.getByTestId('share-code') as HTMLInputElement;
    expect(code.inputMode).toBe('numeric');
    expect(document.activeElement).toBe(code);
    type('share-code', '12 34-56 7');
    expect(code.value).toBe('123456');
    fireEvent.click(screen.getByTestId('share-verify'));

    expect((await screen.findByTestId('content')).textContent).toBe('/p/w1');
    expect(calls.token).toHaveBeenCalledWith(expect.anything(), 'share1', {
      email: 'a@partner.test',
      code: '123456',
    });
    const { type: _type, ...stored } = issued('a@partner.test');
    expect(JSON.parse(localStorage.getItem('ST-w1')!)).toEqual(stored);
  });

  it('an address the share does not admit is refused with the message', async () => {
    calls.landing.mockResolvedValue(landing());
    calls.code.mockRejectedValue(refusal(403, 'This address may not open this content'));
    open('/share/share1');
    type(await screen.findByTestId('share-email').then(() => 'share-email'), 'b@other.test');
    fireEvent.click(screen.getByTestId('share-send-code'));
    expect(await failure()).toEqual([
      'refused',
      'This address may not open this content. Ask the person who shared it to add you.',
    ]);
    expect(screen.getByTestId('share-email-form')).toBeTruthy();
  });

  it('wrong, expired and too many codes each say what to do', async () => {
    calls.landing.mockResolvedValue(landing());
    calls.code.mockResolvedValue({ email: 'a@partner.test', expiresAt: '' });
    open('/share/share1');
    type(await screen.findByTestId('share-email').then(() => 'share-email'), 'a@partner.test');
    fireEvent.click(screen.getByTestId('share-send-code'));
    await screen.findByTestId('share-code-form');

    calls.token.mockRejectedValueOnce(refusal(403, 'The code is wrong or has expired'));
    type('share-code', '000000');
    fireEvent.click(screen.getByTestId('share-verify'));
    expect((await failure())[0]).toBe('wrongCode');

    calls.token.mockRejectedValueOnce(refusal(410, 'Gone'));
    fireEvent.click(screen.getByTestId('share-verify'));
    await waitFor(async () => expect((await failure())[0]).toBe('codeExpired'));

    calls.token.mockRejectedValueOnce(refusal(429, 'Too many requests'));
    fireEvent.click(screen.getByTestId('share-verify'));
    await waitFor(async () =>
      expect(await failure()).toEqual([
        'tooMany',
        'Too many tries. Wait a few minutes and try again.',
      ]),
    );

    // A new code: asked again for the same address, the field emptied.
    fireEvent.click(screen.getByTestId('share-resend'));
    await waitFor(() => expect(calls.code).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect((screen.getByTestId('share-code') as HTMLInputElement).value).toBe(''),
    );
  });

  it("the mail's link (?email=&code=) verifies at once", async () => {
    calls.landing.mockResolvedValue(landing());
    calls.token.mockResolvedValue(issued('a@partner.test'));
    open('/share/share1?email=a%40partner.test&code=654321');
    expect((await screen.findByTestId('content')).textContent).toBe('/p/w1');
    expect(calls.token).toHaveBeenCalledTimes(1);
    expect(calls.token).toHaveBeenCalledWith(expect.anything(), 'share1', {
      email: 'a@partner.test',
      code: '654321',
    });
    expect(calls.code).not.toHaveBeenCalled();
  });

  it('a visitor holding a valid token for the content goes straight there; another address is asked', async () => {
    calls.landing.mockResolvedValue(landing());
    const { type: _type, ...stored } = issued('a@partner.test');
    localStorage.setItem('ST-w1', JSON.stringify(stored));
    open('/share/share1');
    expect((await screen.findByTestId('content')).textContent).toBe('/p/w1');

    cleanup();
    open('/share/share1?email=b%40partner.test');
    expect(await screen.findByTestId('share-email-form')).toBeTruthy();
    expect((screen.getByTestId('share-email') as HTMLInputElement).value).toBe('b@partner.test');
  });

  it('password: wrong refused, too many tries asks to wait, right opens the smart instruction', async () => {
    calls.landing.mockResolvedValue(
      landing({ externalAccessType: 'password', type: 'multimodalSop', contentId: 'i1' }),
    );
    open('/share/share1');
    const field = (await screen.findByTestId('share-page-password')) as HTMLInputElement;
    expect(field.type).toBe('password');

    calls.token.mockRejectedValueOnce(refusal(403, 'Wrong password'));
    type('share-page-password', 'not-it-at-all');
    fireEvent.click(screen.getByTestId('share-open'));
    expect(await failure()).toEqual(['wrongPassword', 'That password is not right.']);
    expect(field.value).toBe('');

    calls.token.mockRejectedValueOnce(refusal(429));
    type('share-page-password', 'still-not-it');
    fireEvent.click(screen.getByTestId('share-open'));
    await waitFor(async () => expect((await failure())[0]).toBe('tooMany'));

    calls.token.mockResolvedValueOnce({ ...issued(null), contentId: 'i1', type: 'multimodalSop' });
    type('share-page-password', 'Correct-Horse-1');
    fireEvent.click(screen.getByTestId('share-open'));
    expect((await screen.findByTestId('content')).textContent).toBe('/si/i1');
    expect(calls.token).toHaveBeenLastCalledWith(expect.anything(), 'share1', {
      password: 'Correct-Horse-1',
    });
    expect(JSON.parse(localStorage.getItem('ST-i1')!)).toMatchObject({
      email: null,
      token: 'st1.payload.sig',
    });
  });
});
