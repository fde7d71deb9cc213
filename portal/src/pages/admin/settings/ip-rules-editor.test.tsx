// @vitest-environment jsdom
// The IP rules editor of /admin/setting/ip-restriction (issue 25): rules checked as typed and the
// "you would lock yourself out" warning. Bad input tried: an invalid rule, a leading-zero octet,
// a repeated rule (also with spaces), an empty edited rule; the warning for IPv4 and IPv6.
import type * as ApiModule from '@stepwise/api';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IpRulesEditor } from './ip-rules-editor';
import { IpRestrictionForm } from './ip-restriction-page';

const calls = vi.hoisted(() => ({ save: vi.fn() }));
vi.mock('../../../api', () => ({ api: {} }));
vi.mock('@stepwise/api', async (original) => ({
  ...(await original<typeof ApiModule>()),
  saveIpRestriction: calls.save,
}));

function Editor(props: { enabled?: boolean; rules?: string[]; clientIP?: string | null }) {
  const [enabled, setEnabled] = useState(props.enabled ?? false);
  const [rules, setRules] = useState(props.rules ?? []);
  return (
    <IpRulesEditor
      enabled={enabled}
      rules={rules}
      clientIP={props.clientIP === undefined ? '127.0.0.1' : props.clientIP}
      onEnabledChange={setEnabled}
      onRulesChange={setRules}
    />
  );
}

afterEach(() => {
  cleanup();
  calls.save.mockReset();
});

describe('IpRulesEditor', () => {
  it('warns when the enabled rules would not admit the current address', () => {
    render(<Editor rules={['203.0.113.0/24']} />);
    expect(screen.queryByTestId('ip-lockout-warning')).toBeNull();
    fireEvent.click(screen.getByTestId('ip-restriction-enabled'));
    expect(screen.getByTestId('ip-lockout-warning').textContent).toMatch(
      /lock yourself out.*127\.0\.0\.1/,
    );
    // Adding the current address ends the warning.
    fireEvent.click(screen.getByTestId('ip-add-current'));
    expect(screen.queryByTestId('ip-lockout-warning')).toBeNull();
    expect(screen.getAllByTestId('ip-rule')).toHaveLength(2);
  });

  it('does not warn for an enabled empty list (no rules, no restriction) or a matching range', () => {
    render(<Editor enabled rules={[]} />);
    expect(screen.queryByTestId('ip-lockout-warning')).toBeNull();
    cleanup();
    render(<Editor enabled rules={['127.0.0.0/8']} />);
    expect(screen.queryByTestId('ip-lockout-warning')).toBeNull();
    cleanup();
    render(<Editor enabled rules={['10.0.0.0/8']} clientIP="::1" />);
    expect(screen.getByTestId('ip-lockout-warning').textContent).toMatch(/::1/);
  });

  it('refuses invalid and duplicate new rules as typed, and marks edited ones', () => {
    render(<Editor rules={['10.0.0.0/8']} />);
    const input = screen.getByTestId('ip-rule-new');
    for (const bad of ['10.0.0.0/99', '010.0.0.1', 'not an address']) {
      fireEvent.change(input, { target: { value: bad } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(screen.getByTestId('ip-rule-new-problem').textContent).toMatch(/Not a valid/);
    }
    fireEvent.change(input, { target: { value: ' 10.0.0.0/8 ' } });
    fireEvent.click(screen.getByTestId('ip-rule-add'));
    expect(screen.getByTestId('ip-rule-new-problem').textContent).toMatch(/already in the list/);
    fireEvent.change(screen.getByTestId('ip-rule-input'), { target: { value: '' } });
    expect(screen.getByTestId('ip-rule-problem').textContent).toMatch(/Enter an address/);
    fireEvent.change(input, { target: { value: '2001:db8::/32' } });
    fireEvent.click(screen.getByTestId('ip-rule-add'));
    expect(screen.getAllByTestId('ip-rule')).toHaveLength(2);
  });
});

describe('IpRestrictionForm', () => {
  it('shows the server’s refusal as sent and keeps the edits', async () => {
    calls.save.mockRejectedValue(
      new Error(
        'The allowed IP rules do not include your current address (127.0.0.1); add it before enabling the restriction, or you would lock yourself out',
      ),
    );
    render(
      <IpRestrictionForm
        saved={{ enabled: true, rules: ['203.0.113.0/24'], clientIP: '127.0.0.1' }}
      />,
    );
    expect(screen.getByTestId('ip-lockout-warning')).toBeTruthy();
    fireEvent.click(screen.getByTestId('ip-restriction-save'));
    await waitFor(() =>
      expect(screen.getByTestId('ip-restriction-save-error').textContent).toMatch(
        /would lock yourself out/,
      ),
    );
    expect(calls.save).toHaveBeenCalledWith(
      {},
      { enableRestrictedIP: true, allowedRules: ['203.0.113.0/24'] },
    );
  });

  it('cannot save while a rule is invalid', () => {
    render(
      <IpRestrictionForm saved={{ enabled: false, rules: ['10.0.0.0/99'], clientIP: null }} />,
    );
    expect(screen.getByTestId('ip-rules-fix')).toBeTruthy();
    expect((screen.getByTestId('ip-restriction-save') as HTMLButtonElement).disabled).toBe(true);
  });
});
