import { DEFAULT_CUSTOMIZED_PERMISSIONS, type CustomizedPermissions } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import {
  changesOf,
  formOf,
  hasChanges,
  invalidOrigins,
  originToAdd,
  timeoutMinutes,
} from './permissions-form';

const saved = (over: Partial<CustomizedPermissions> = {}): CustomizedPermissions => ({
  ...DEFAULT_CUSTOMIZED_PERMISSIONS,
  allowedRules: [],
  allowedOrigins: ['https://lms.example.com'],
  ...over,
});

describe('the embedding allow-list (issue 6)', () => {
  it('adds an origin in the form browsers report it', () => {
    expect(originToAdd([], ' HTTPS://Intranet.Example.com/ ')).toEqual({
      origin: 'https://intranet.example.com',
    });
    expect(originToAdd([], 'http://localhost:5173')).toEqual({ origin: 'http://localhost:5173' });
  });

  it('refuses empty input, non-origins and duplicates (also when typed differently)', () => {
    expect(originToAdd([], '   ')).toEqual({ problem: 'empty' });
    for (const bad of ['lms.example.com', 'ftp://x.example', 'https://x.example/path', '*']) {
      expect(originToAdd([], bad), bad).toEqual({ problem: 'invalid' });
    }
    const list = ['https://lms.example.com'];
    expect(originToAdd(list, 'https://LMS.example.com:443/')).toEqual({ problem: 'duplicate' });
  });

  it('holds at most 100 origins', () => {
    const full = Array.from({ length: 100 }, (_, i) => `https://h${i}.example`);
    expect(originToAdd(full, 'https://one-more.example')).toEqual({ problem: 'tooMany' });
    expect(originToAdd(full.slice(1), 'https://one-more.example')).toEqual({
      origin: 'https://one-more.example',
    });
  });

  it('flags loaded entries the server would now refuse', () => {
    expect(invalidOrigins(['https://ok.example', 'https://old.example/', 'nope'])).toEqual([
      'https://old.example/',
      'nope',
    ]);
  });
});

describe('the auto-logout timeout (000 §3: default 15 minutes)', () => {
  it('takes whole minutes from 1 to 1440', () => {
    expect(timeoutMinutes('15')).toBe(15);
    expect(timeoutMinutes(' 1440 ')).toBe(1440);
    for (const bad of ['0', '1441', '2.5', '', 'ten', '-5', '1e2']) {
      expect(timeoutMinutes(bad), bad).toBe('timeoutRange');
    }
  });

  it('the form starts from the saved settings, 15 when none is stored', () => {
    expect(formOf(saved()).autoLogoutTimeout).toBe('15');
    expect(formOf(saved({ autoLogoutTimeout: 0 })).autoLogoutTimeout).toBe('15');
    expect(formOf(saved({ autoLogoutTimeout: 30 })).autoLogoutTimeout).toBe('30');
  });
});

describe('what a save sends', () => {
  it('nothing when nothing changed', () => {
    const changes = changesOf(saved(), formOf(saved()));
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('only the settings that changed, never the IP restriction', () => {
    const form = { ...formOf(saved()), disableDownloads: true };
    expect(changesOf(saved(), form)).toEqual({ disableDownloads: true });
    const origins = {
      ...formOf(saved()),
      allowedOrigins: ['https://lms.example.com', 'https://hr.example.com'],
    };
    expect(changesOf(saved(), origins)).toEqual({
      allowedOrigins: ['https://lms.example.com', 'https://hr.example.com'],
    });
  });

  it('the timeout only while auto logout is on, and only a valid one', () => {
    const on = { ...formOf(saved()), allowAutoLogout: true, autoLogoutTimeout: '30' };
    expect(changesOf(saved(), on)).toEqual({ allowAutoLogout: true, autoLogoutTimeout: 30 });
    expect(changesOf(saved(), { ...on, autoLogoutTimeout: '0' })).toBeNull();
    const off = { ...formOf(saved()), autoLogoutTimeout: 'garbage' };
    expect(changesOf(saved(), off)).toEqual({});
  });

  it('no save while the list holds an entry the server would refuse', () => {
    const stale = saved({ allowedOrigins: ['https://old.example/', 'https://ok.example'] });
    const untouched = formOf(stale);
    expect(changesOf(stale, untouched)).toEqual({});
    const edited = { ...untouched, allowedOrigins: ['https://old.example/'] };
    expect(changesOf(stale, edited)).toBeNull();
    expect(changesOf(stale, { ...untouched, allowedOrigins: ['https://ok.example'] })).toEqual({
      allowedOrigins: ['https://ok.example'],
    });
  });
});
