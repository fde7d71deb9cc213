import { describe, expect, it } from 'vitest';
import {
  AUTO_LOGOUT_DEFAULT_MINUTES,
  DEFAULT_LANGUAGE,
  DEFAULT_LIST_PAGE_SIZE,
  DEFAULT_THEME,
  GRID_PAGE_SIZE,
  GRID_PAGE_SIZE_OPTIONS,
  INTERFACE_LANGUAGES,
  MULTIPART,
  NOTIFICATION_BADGE_CAP,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RTL_LANGUAGES,
  SSO_EMAIL_COOKIE_SECONDS,
  THEMES,
  TITLE_MAX_LENGTH,
  WORKFLOW_SEARCH_PAGE_SIZE,
} from './constants.js';

describe('constants', () => {
  it('000 §9: title max 90, badge cap 99, auto-logout 15 min, SSO cookie 10 s', () => {
    expect(TITLE_MAX_LENGTH).toBe(90);
    expect(NOTIFICATION_BADGE_CAP).toBe(99);
    expect(AUTO_LOGOUT_DEFAULT_MINUTES).toBe(15);
    expect(SSO_EMAIL_COOKIE_SECONDS).toBe(10);
  });

  it('000 §9: multipart upload is 3 parallel, 2 MB parts, 180 s timeout, 3 retries', () => {
    expect(MULTIPART).toEqual({
      parallel: 3,
      partSizeBytes: 2_097_152,
      timeoutMs: 180_000,
      retries: 3,
    });
  });

  it('000 §9: list page size 500, grid 20 with options 20/50/100; 002 §9: workflow search 10', () => {
    expect(DEFAULT_LIST_PAGE_SIZE).toBe(500);
    expect(GRID_PAGE_SIZE).toBe(20);
    expect(GRID_PAGE_SIZE_OPTIONS).toEqual([20, 50, 100]);
    expect(WORKFLOW_SEARCH_PAGE_SIZE).toBe(10);
  });

  it('002 §9: passwords are 10 to 25 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([10, 25]);
  });

  it('000 §1: fifteen interface languages in order, default en', () => {
    expect(INTERFACE_LANGUAGES).toHaveLength(15);
    expect(INTERFACE_LANGUAGES[0]).toBe('en');
    expect(INTERFACE_LANGUAGES[14]).toBe('id-id');
    expect(INTERFACE_LANGUAGES).toContain(DEFAULT_LANGUAGE);
  });

  it('000 §1: RTL languages he, ur, fa, ar, ps; themes light/dark with dark default', () => {
    expect(RTL_LANGUAGES).toEqual(['he', 'ur', 'fa', 'ar', 'ps']);
    expect(THEMES).toEqual(['light', 'dark']);
    expect(DEFAULT_THEME).toBe('dark');
  });
});
