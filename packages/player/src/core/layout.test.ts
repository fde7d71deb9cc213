import { describe, expect, it } from 'vitest';
import { controlsLayout, layoutSizeFor, playerLayout, toolboxIsSmall } from './layout.js';

describe('layout sizes (002 §9)', () => {
  it('switches at video widths 300, 600 and 1264', () => {
    expect(layoutSizeFor(299)).toBe('xs');
    expect(layoutSizeFor(300)).toBe('sm');
    expect(layoutSizeFor(599)).toBe('sm');
    expect(layoutSizeFor(600)).toBe('md');
    expect(layoutSizeFor(1263)).toBe('md');
    expect(layoutSizeFor(1264)).toBe('lg');
  });

  it('the toolbox is small below 300 px', () => {
    expect(toolboxIsSmall(299)).toBe(true);
    expect(toolboxIsSmall(300)).toBe(false);
  });
});

describe('controls per layout size', () => {
  it('lg holds every control in the bar', () => {
    expect(controlsLayout('lg')).toEqual({ settings: [], dropped: [], timeBySeekBar: false });
  });

  it('md moves the secondary choices into settings', () => {
    expect(controlsLayout('md').settings).toEqual(['speed', 'quality', 'repeat', 'autoPlay']);
    expect(controlsLayout('md').dropped).toEqual([]);
  });

  it('sm moves volume and subtitles too and drops what a phone has no use for', () => {
    const sm = controlsLayout('sm');
    expect(sm.settings).toEqual(['volume', 'subtitles', 'speed', 'quality', 'repeat', 'autoPlay']);
    expect(sm.dropped).toEqual(['skip', 'divide', 'theater']);
    expect(sm.timeBySeekBar).toBe(true);
  });

  it('xs drops search as well', () => {
    expect(controlsLayout('xs').dropped).toContain('search');
  });
});

describe('player layout from measured widths', () => {
  it('a phone: stacked, sm, controls under the picture', () => {
    expect(playerLayout({ rootWidth: 390, stageWidth: 390, fullscreen: false })).toEqual({
      size: 'sm',
      stacked: true,
      controlsBelow: true,
      toolboxSmall: false,
    });
  });

  it('a tablet: stacked at md, controls over the picture', () => {
    expect(playerLayout({ rootWidth: 768, stageWidth: 408, fullscreen: false })).toEqual({
      size: 'md',
      stacked: true,
      controlsBelow: false,
      toolboxSmall: false,
    });
  });

  it('a desktop: the toolbox beside, the size from the picture', () => {
    const layout = playerLayout({ rootWidth: 1200, stageWidth: 840, fullscreen: false });
    expect(layout).toMatchObject({ size: 'md', stacked: false, controlsBelow: false });
    expect(playerLayout({ rootWidth: 1700, stageWidth: 1340, fullscreen: false }).size).toBe('lg');
  });

  it('full screen never stacks', () => {
    expect(playerLayout({ rootWidth: 390, stageWidth: 390, fullscreen: true })).toMatchObject({
      size: 'sm',
      stacked: false,
      controlsBelow: false,
    });
  });

  it('the toolbox is small in a narrow column, not when it is closed', () => {
    expect(playerLayout({ rootWidth: 280, stageWidth: 280, fullscreen: false })).toMatchObject({
      size: 'xs',
      toolboxSmall: true,
    });
    expect(
      playerLayout({ rootWidth: 1200, stageWidth: 1200, fullscreen: false }).toolboxSmall,
    ).toBe(false);
    expect(playerLayout({ rootWidth: 1000, stageWidth: 760, fullscreen: false }).toolboxSmall).toBe(
      true,
    );
  });
});
