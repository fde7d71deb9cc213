// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { en as catalogue } from '@stepwise/i18n';
import { ROLES, ORG_USER_KINDS } from '@stepwise/core';
import {
  KIND_LABEL,
  ROLE_LABEL,
  accountOf,
  pageRange,
  pinStatusLabel,
  setupLink,
} from './users-view';

const en: Record<string, string> = catalogue;

describe('admin users page (000 §2 /admin/users, issue 14)', () => {
  it('has words for every kind, role and PIN state', () => {
    for (const kind of ORG_USER_KINDS) expect(en[KIND_LABEL[kind]]).toBeTruthy();
    for (const role of ROLES) expect(en[ROLE_LABEL[role]]).toBeTruthy();
    for (const status of ['valid', 'pending', 'reset-required', null] as const) {
      expect(en[pinStatusLabel(status)]).toBeTruthy();
    }
    expect(pinStatusLabel(null)).toBe('users.pinStatus.none');
    expect(pinStatusLabel('reset-required')).toBe('users.pinStatus.reset-required');
  });

  it('shows the email, else the employee ID', () => {
    expect(accountOf({ email: 'a@b.co', employeeId: null })).toBe('a@b.co');
    expect(accountOf({ email: null, employeeId: 'E1001' })).toBe('E1001');
    expect(accountOf({ email: null, employeeId: null })).toBe('');
  });

  it('numbers the rows of a page from 1', () => {
    expect(pageRange(0, 50, 3, 3)).toEqual({ from: 1, to: 3, total: 3 });
    expect(pageRange(2, 50, 10, 110)).toEqual({ from: 101, to: 110, total: 110 });
    expect(pageRange(0, 50, 0, 0)).toBeNull();
  });

  it('links to the new-PIN page on this origin', () => {
    expect(setupLink('https://x.example/', '/usernewpin/E1?clientKey=demo')).toBe(
      'https://x.example/usernewpin/E1?clientKey=demo',
    );
  });
});
