import { describe, expect, it, vi } from 'vitest';
import { lazyDefine } from './lazy-define';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyDefine', () => {
  it('loads nothing while no element of a tag is in the page', async () => {
    const load = vi.fn(async () => undefined);
    const stop = lazyDefine(document, [{ tag: 'sw-test-absent', load }]);
    await tick();
    expect(load).not.toHaveBeenCalled();
    stop();
  });

  it('loads a widget once for an element present at start and for ones added later', async () => {
    document.body.innerHTML = '<main><sw-test-a></sw-test-a></main>';
    const load = vi.fn(async () => undefined);
    const loadB = vi.fn(async () => undefined);
    const stop = lazyDefine(document, [
      { tag: 'sw-test-a', load },
      { tag: 'sw-test-b', load: loadB },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    document.body.append(document.createElement('sw-test-a'));
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<section><sw-test-b></sw-test-b></section>';
    document.body.append(wrapper);
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadB).toHaveBeenCalledTimes(1);
    stop();
  });

  it('skips a tag that is already defined (the widget came another way)', async () => {
    customElements.define('sw-test-defined', class extends HTMLElement {});
    document.body.innerHTML = '<sw-test-defined></sw-test-defined>';
    const load = vi.fn(async () => undefined);
    const stop = lazyDefine(document, [{ tag: 'sw-test-defined', load }]);
    await tick();
    expect(load).not.toHaveBeenCalled();
    stop();
  });

  it('a failed load tells the elements and the host, and the next element retries', async () => {
    document.body.innerHTML = '<sw-test-c></sw-test-c>';
    const element = document.querySelector('sw-test-c')!;
    const heard: unknown[] = [];
    element.addEventListener('stepwise-error', (e) => heard.push((e as CustomEvent).detail));
    const onError = vi.fn();
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(undefined);
    const stop = lazyDefine(document, [{ tag: 'sw-test-c', load }], { onError });
    await tick();
    expect(onError).toHaveBeenCalledWith('sw-test-c', expect.any(TypeError));
    expect(heard).toEqual([{ code: 'load-failed', message: 'Could not load sw-test-c.' }]);
    document.body.append(document.createElement('sw-test-c'));
    await tick();
    expect(load).toHaveBeenCalledTimes(2);
    stop();
  });

  it('waits for what found() promises (an early stream), unless an element needs the code now', async () => {
    let release: () => void = () => undefined;
    const until = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(async () => undefined);
    const found = vi.fn((element: Element) => (element.id === 'now' ? undefined : until));
    document.body.innerHTML = '<later-widget id="a"></later-widget>';
    const stop = lazyDefine(document, [{ tag: 'later-widget', load, found }]);
    await tick();
    expect(found).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    release();
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    stop();

    const load2 = vi.fn(() => new Promise<never>(() => undefined));
    document.body.innerHTML =
      '<other-widget id="b"></other-widget><other-widget id="now"></other-widget>';
    const stop2 = lazyDefine(document, [{ tag: 'other-widget', load: load2, found }]);
    await tick();
    expect(load2).toHaveBeenCalledTimes(1);
    stop2();
    document.body.innerHTML = '';
  });
});
