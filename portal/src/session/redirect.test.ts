import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, safeRedirect, signInPathFor } from './redirect';

describe('safeRedirect (000 §2: the redirect query is honoured, same origin only)', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirect('/workspace/ws1?tab=skills#top')).toBe('/workspace/ws1?tab=skills#top');
  });
  it('falls back to home when absent or empty', () => {
    expect(safeRedirect(null)).toBe('/home');
    expect(safeRedirect('')).toBe('/home');
  });
  it('never follows an external URL', () => {
    for (const bad of [
      'https://evil.example/home',
      '//evil.example/home',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\t/evil.example',
      ' //evil.example',
    ]) {
      expect(safeRedirect(bad)).toBe('/home');
    }
  });
  it('root is no destination: it goes to home (000 §4 "root goes to home")', () => {
    expect(safeRedirect('/')).toBe('/home');
    expect(safeRedirect('/?x=1')).toBe('/home');
  });
});

describe('signInPathFor', () => {
  it('encodes path and query', () => {
    expect(signInPathFor({ pathname: '/workspace/a b', search: '?tab=x&y=1' })).toBe(
      '/?redirect=%2Fworkspace%2Fa%20b%3Ftab%3Dx%26y%3D1',
    );
  });
  it('adds nothing for the root', () => {
    expect(signInPathFor({ pathname: '/', search: '' })).toBe('/');
  });
});

describe('landingAfterSignIn (000 §4 redirect rules)', () => {
  it('shared accounts with shared accounts enabled land on /shared', () => {
    expect(
      landingAfterSignIn({ redirect: '/home', sharedAccount: true, sharedAccountLogin: true }),
    ).toBe('/shared');
  });
  it('otherwise the honoured redirect, or home', () => {
    expect(
      landingAfterSignIn({
        redirect: '/workspace',
        sharedAccount: true,
        sharedAccountLogin: false,
      }),
    ).toBe('/workspace');
    expect(
      landingAfterSignIn({ redirect: null, sharedAccount: false, sharedAccountLogin: true }),
    ).toBe('/home');
  });
});
