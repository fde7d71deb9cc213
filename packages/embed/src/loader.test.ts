import { describe, expect, it, vi } from 'vitest';
import { embedServer } from '@stepwise/player';
import { startLoader } from './loader';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startLoader (both loaders)', () => {
  it('records the server it was served from and loads the player when its element appears', async () => {
    const player = vi.fn(async () => undefined);
    const stop = startLoader('https://stepwise.example.com/embed/v1/stepwise.mjs', { player });
    expect(embedServer()).toBe('https://stepwise.example.com');
    await tick();
    expect(player).not.toHaveBeenCalled();
    document.body.append(document.createElement('stepwise-player'));
    await tick();
    expect(player).toHaveBeenCalledTimes(1);
    stop();
  });
});
