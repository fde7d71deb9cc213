import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { assistantOfPath, assistantRedirect } from './assistant-route';

const flags = (over: Partial<FeatureFlags>): FeatureFlags => ({
  ...DEFAULT_FEATURE_FLAGS,
  ...over,
});

describe('assistant routes (000 §2, §6)', () => {
  it('knows the two assistant paths and nothing else', () => {
    expect(assistantOfPath('/maven')).toBe('maven');
    expect(assistantOfPath('/Maven/')).toBe('maven');
    expect(assistantOfPath('/smart-assist')).toBe('smart-assist');
    expect(assistantOfPath('/home')).toBeNull();
    expect(assistantOfPath('/maven/x')).toBeNull();
    expect(assistantOfPath('/admin/setting/maven')).toBeNull();
  });

  it('shows the route of the assistant the organisation has; Smart Assist takes precedence', () => {
    const both = flags({ maven: true, smartAssist: true });
    expect(assistantRedirect('/smart-assist', '', both)).toBeNull();
    expect(assistantRedirect('/maven', '?x=1', both)).toBe('/smart-assist?x=1');
    const maven = flags({ maven: true, smartAssist: false });
    expect(assistantRedirect('/maven', '', maven)).toBeNull();
    expect(assistantRedirect('/smart-assist', '', maven)).toBe('/maven');
  });

  it('leaves the feature-off case to the guard (it sends both routes home)', () => {
    expect(assistantRedirect('/maven', '', flags({ maven: false, smartAssist: false }))).toBeNull();
  });
});
