// @vitest-environment jsdom
import { PIN_SETUP_CODE_INVALID, StepwiseError } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NewPinPage } from './new-pin-page';

const calls = vi.hoisted(() => ({ setPin: vi.fn(), signIn: vi.fn(), finish: vi.fn() }));
vi.mock('../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', () => ({
  setPin: calls.setPin,
  signInEmployeePin: calls.signIn,
  statusOf: () => 400,
}));
vi.mock('./finish-sign-in', () => ({ finishSignIn: calls.finish }));
vi.mock('../auth/client-key', () => ({ currentClientKey: () => 'demo' }));

const PIN = 'Chosen-Pin-2026!';

function open(url: string) {
  const router = createMemoryRouter(
    [{ path: '/usernewpin/:employeeIdUserAccount', Component: NewPinPage }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const fillPin = () => {
  fireEvent.change(field('New PIN'), { target: { value: PIN } });
  fireEvent.change(field('Confirm PIN'), { target: { value: PIN } });
};

describe('/usernewpin/{account} with a setup code (issue 14)', () => {
  beforeEach(() => {
    for (const call of Object.values(calls)) call.mockReset();
    calls.signIn.mockResolvedValue({ account: 'E1001' });
  });
  afterEach(cleanup);

  it('prefills the code from the link, drops it from the address, sends it with the PIN', async () => {
    const router = open('/usernewpin/E1001?clientKey=demo&code=k7qm4txp');
    expect(field('Setup code').value).toBe('K7QM-4TXP');
    await waitFor(() => expect(router.state.location.search).toBe('?clientKey=demo'));
    fillPin();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.finish).toHaveBeenCalled());
    expect(calls.setPin).toHaveBeenCalledWith(
      {},
      { employeeId: 'E1001', clientKey: 'demo', password: PIN, setupCode: 'K7QM-4TXP' },
    );
    expect(calls.signIn).toHaveBeenCalledWith(
      {},
      { employeeId: 'E1001', clientKey: 'demo', password: PIN },
    );
  });

  it('asks for the code before anything is sent, and says what a code looks like', () => {
    open('/usernewpin/E1001?clientKey=demo');
    fillPin();
    const submit = screen.getByRole('button', { name: 'Confirm' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(field('Setup code'), { target: { value: 'K7QM' } });
    expect(screen.getByTestId('setup-code-error').textContent).toBe(
      'Enter the 8 characters of your setup code.',
    );
    expect(field('Setup code').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field('Setup code'), { target: { value: 'k7qm 4txp' } });
    expect(screen.queryByTestId('setup-code-error')).toBeNull();
    expect(submit).toHaveProperty('disabled', false);
  });

  it("shows the server's refusal of a code in words a person can act on", async () => {
    calls.setPin.mockRejectedValue(
      new StepwiseError(400, PIN_SETUP_CODE_INVALID, { data: { status: 400, data: null } }),
    );
    open('/usernewpin/E1001?clientKey=demo');
    fireEvent.change(field('Setup code'), { target: { value: 'K7QM-4TXP' } });
    fillPin();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-key')).toBe('pinSetup.codeInvalid');
    expect(alert.textContent).toContain('Ask your administrator for a new one.');
    expect(calls.signIn).not.toHaveBeenCalled();
  });
});
