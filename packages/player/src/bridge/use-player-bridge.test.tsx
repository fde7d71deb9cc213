// @vitest-environment jsdom
import type { PlayerDataSource } from '../core/data-source.js';
import type { PlayerHandle } from '../react/player-props.js';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const exposed = vi.hoisted(() => ({ expose: vi.fn(), destroy: vi.fn(), emit: vi.fn() }));
vi.mock('@stepwise/bridge', () => ({
  expose: exposed.expose.mockImplementation(() => ({
    instance: 'i',
    emit: exposed.emit,
    destroy: exposed.destroy,
  })),
}));

const { usePlayerBridge } = await import('./use-player-bridge.js');

const options = (enabled: boolean) => ({
  enabled,
  handle: { current: null as PlayerHandle | null },
  language: 'en',
  theme: 'dark' as const,
  setLanguage: () => {},
  setTheme: () => {},
});

describe('usePlayerBridge', () => {
  it('is null on a route or page that does not serve the bridge', () => {
    const { result } = renderHook(() => usePlayerBridge(options(false)));
    expect(result.current).toBeNull();
  });

  it('is stable across renders, exposes when the workflow arrives, and is destroyed on unmount', async () => {
    const { result, rerender, unmount } = renderHook(() => usePlayerBridge(options(true)));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    const source = {
      isPublic: false,
      loadWorkflow: async () => ({ id: 'w1', allowedOrigins: ['https://lms.example.com'] }),
    } as unknown as PlayerDataSource;
    await first!.wrapSource(source).loadWorkflow('w1', {});
    expect(exposed.expose).toHaveBeenCalledTimes(1);
    expect(exposed.expose.mock.calls[0]![1]).toEqual({
      allowedOrigins: [window.location.origin, 'https://lms.example.com'],
    });
    first!.onEnded({ workflowId: 'w1' });
    expect(exposed.emit).toHaveBeenCalledWith('ended', { workflowId: 'w1' });
    unmount();
    expect(exposed.destroy).toHaveBeenCalled();
  });
});
