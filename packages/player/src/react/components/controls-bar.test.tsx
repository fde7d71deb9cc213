import { fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ControlsBar } from './controls-bar.js';
import type { ControlsBarProps } from './controls-bar.js';

function props(overrides: Partial<ControlsBarProps> = {}): ControlsBarProps {
  return {
    visible: true,
    paused: true,
    onPlayPause: vi.fn(),
    skipSeconds: 5,
    onSkipBack: vi.fn(),
    onSkipForward: vi.fn(),
    currentTime: 30,
    duration: 120,
    currentTimeLabel: '00:30',
    durationLabel: '02:00',
    markers: [40, 80],
    onSeek: vi.fn(),
    muted: false,
    volume: 1,
    volumeStep: 0.1,
    onMuteToggle: vi.fn(),
    onVolumeChange: vi.fn(),
    speed: 1,
    speeds: [0.5, 0.75, 1, 1.25, 1.5, 2],
    onSpeedChange: vi.fn(),
    quality: '720',
    qualities: ['auto', '360', '480', '720', '1080'],
    onQualityChange: vi.fn(),
    languages: [
      { code: 'en', label: 'English' },
      { code: 'de-de', label: 'Deutsch' },
    ],
    subtitleLanguage: 'en',
    onSubtitleLanguageChange: vi.fn(),
    repeat: 'disabled',
    onRepeatCycle: vi.fn(),
    autoPlay: true,
    onAutoPlayChange: vi.fn(),
    hasPrevious: false,
    hasNext: true,
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    fullscreen: false,
    onFullscreenToggle: vi.fn(),
    theater: false,
    onTheaterToggle: vi.fn(),
    divide: false,
    onDivideToggle: vi.fn(),
    ...overrides,
  };
}

describe('ControlsBar', () => {
  it('plays, skips 5 s both ways and shows the time as given', async () => {
    const user = userEvent.setup();
    const p = props();
    render(<ControlsBar {...p} />);
    const play = screen.getByRole('button', { name: 'Play' });
    expect(play.getAttribute('part')).toBe('play-button');
    expect(play.hasAttribute('data-paused')).toBe(true);
    await user.click(play);
    await user.click(screen.getByRole('button', { name: 'Back 5 seconds' }));
    await user.click(screen.getByRole('button', { name: 'Forward 5 seconds' }));
    expect(p.onPlayPause).toHaveBeenCalledTimes(1);
    expect(p.onSkipBack).toHaveBeenCalledTimes(1);
    expect(p.onSkipForward).toHaveBeenCalledTimes(1);
    expect(screen.getByText('00:30 / 02:00')).toBeTruthy();
  });

  it('labels the play button Pause while playing', () => {
    render(<ControlsBar {...props({ paused: false })} />);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Player controls' }).hasAttribute('data-paused')).toBe(
      false,
    );
  });

  it('seeks with the arrow keys by the skip length and to the ends with Home and End', () => {
    const p = props();
    render(<ControlsBar {...p} />);
    const bar = screen.getByRole('slider', { name: 'Playback position' });
    expect(bar.getAttribute('aria-valuetext')).toBe('00:30 of 02:00');
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    fireEvent.keyDown(bar, { key: 'ArrowLeft' });
    fireEvent.keyDown(bar, { key: 'End' });
    fireEvent.keyDown(bar, { key: 'Home' });
    expect(vi.mocked(p.onSeek).mock.calls).toEqual([[35], [25], [120], [0]]);
  });

  it('seeks to the pressed point of the bar and draws a marker per step boundary', () => {
    const p = props();
    render(<ControlsBar {...p} />);
    const bar = screen.getByRole('slider', { name: 'Playback position' });
    bar.getBoundingClientRect = () => ({ left: 100, right: 500, width: 400 }) as DOMRect;
    fireEvent.pointerDown(bar, { clientX: 200 });
    expect(p.onSeek).toHaveBeenCalledWith(30);
    expect(screen.getAllByTestId('step-marker')).toHaveLength(2);
  });

  it('mutes and sets the volume in 0.1 steps through the slider', () => {
    const p = props({ volume: 0.5 });
    render(<ControlsBar {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(p.onMuteToggle).toHaveBeenCalled();
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume.getAttribute('step')).toBe('0.1');
    expect(volume.getAttribute('aria-valuetext')).toBe('Volume 50%');
    fireEvent.change(volume, { target: { value: '0.7' } });
    expect(p.onVolumeChange).toHaveBeenCalledWith(0.7);
  });

  it('chooses a speed from its menu with the keyboard and marks the current one', async () => {
    const user = userEvent.setup();
    const p = props();
    render(<ControlsBar {...p} />);
    screen.getByRole('button', { name: 'Playback speed' }).focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Playback speed' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '0.5×',
      '0.75×',
      'Normal',
      '1.25×',
      '1.5×',
      '2×',
    ]);
    expect(items[2]!.getAttribute('aria-current')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(p.onSpeedChange).toHaveBeenCalledWith(1.25);
  });

  it('offers only the given qualities, and subtitles with an off choice', async () => {
    const user = userEvent.setup();
    const p = props({ qualities: ['auto', '480', '720'] });
    render(<ControlsBar {...p} />);
    await user.click(screen.getByRole('button', { name: 'Quality' }));
    const quality = screen.getByRole('menu', { name: 'Quality' });
    expect(
      within(quality)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Auto', '480p', '720p']);
    await user.click(within(quality).getByRole('menuitem', { name: 'Auto' }));
    expect(p.onQualityChange).toHaveBeenCalledWith('auto');
    await user.click(screen.getByRole('button', { name: 'Subtitles' }));
    await user.click(screen.getByRole('menuitem', { name: 'Off' }));
    expect(p.onSubtitleLanguageChange).toHaveBeenCalledWith(null);
  });

  it.each([
    ['disabled', 'Repeat off'],
    ['workflow', 'Repeat workflow'],
    ['step', 'Repeat step'],
  ] as const)('shows the repeat mode %s', async (repeat, label) => {
    const p = props({ repeat });
    render(<ControlsBar {...p} />);
    const button = screen.getByRole('button', { name: label });
    expect(button.getAttribute('data-mode')).toBe(repeat);
    fireEvent.click(button);
    expect(p.onRepeatCycle).toHaveBeenCalled();
  });

  it('toggles auto-play, steps and the screen modes', async () => {
    const user = userEvent.setup();
    const p = props({ theater: true });
    render(<ControlsBar {...p} />);
    await user.click(screen.getByRole('switch', { name: 'Auto-play' }));
    expect(p.onAutoPlayChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Previous step' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    await user.click(screen.getByRole('button', { name: 'Exit theater mode' }));
    await user.click(screen.getByRole('button', { name: 'Divide mode' }));
    expect(p.onNext).toHaveBeenCalled();
    expect(p.onFullscreenToggle).toHaveBeenCalled();
    expect(p.onTheaterToggle).toHaveBeenCalled();
    expect(p.onDivideToggle).toHaveBeenCalled();
  });

  it('hides the controls a player variant does not have', () => {
    render(
      <ControlsBar {...props({ hidden: ['previousNext', 'autoPlay', 'theater', 'quality'] })} />,
    );
    expect(screen.queryByRole('button', { name: 'Next step' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Auto-play' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Theater mode' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quality' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
  });

  it('marks the auto-hidden state and reports activity', () => {
    const p = props({ visible: false, onActivity: vi.fn() });
    render(<ControlsBar {...p} />);
    const bar = screen.getByRole('group', { name: 'Player controls' });
    expect(bar.getAttribute('data-visible')).toBe('false');
    expect(bar.getAttribute('part')).toBe('controls');
    fireEvent.pointerMove(bar);
    expect(p.onActivity).toHaveBeenCalled();
  });

  it('shows the panel buttons only when the caller handles them', async () => {
    const user = userEvent.setup();
    const onMenuToggle = vi.fn();
    render(<ControlsBar {...props({ onMenuToggle, menuOpen: true })} />);
    const menu = screen.getByRole('button', { name: 'Step menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.click(menu);
    expect(onMenuToggle).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Search in this workflow' })).toBeNull();
  });
});

describe('ControlsBar by layout size (002 §9)', () => {
  const withPanels = (size: ControlsBarProps['size']) =>
    props({ size, onSearchToggle: vi.fn(), onMenuToggle: vi.fn(), onSettingsToggle: vi.fn() });
  const has = (name: RegExp) => screen.queryByRole('button', { name }) !== null;

  it('lg: every control in the bar, no settings button', () => {
    render(<ControlsBar {...withPanels('lg')} />);
    expect([has(/^quality$/i), has(/playback speed/i), has(/back 5/i), has(/^settings$/i)]).toEqual(
      [true, true, true, false],
    );
  });

  it('md: speed, quality, repeat and auto-play behind the settings button', () => {
    const p = withPanels('md');
    render(<ControlsBar {...p} />);
    expect(has(/^quality$/i) || has(/playback speed/i) || has(/repeat/i)).toBe(false);
    expect(screen.queryByRole('switch', { name: /auto-play/i })).toBeNull();
    expect([has(/subtitles/i), has(/theater/i), has(/back 5/i), has(/mute/i)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^settings$/i }));
    expect(p.onSettingsToggle).toHaveBeenCalledTimes(1);
  });

  it('sm: one row, the time beside the seek bar', () => {
    const { container } = render(<ControlsBar {...withPanels('sm')} />);
    const shown = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(shown).toEqual([
      'Previous step',
      'Play',
      'Next step',
      'Settings',
      'Search in this workflow',
      'Step menu',
      'Full screen',
    ]);
    const row = container.querySelector('.sw-player-progress-row')!;
    expect([...row.querySelectorAll('.sw-player-time')].map((el) => el.textContent)).toEqual([
      '00:30',
      '02:00',
    ]);
  });

  it('xs: no search either; under the picture it never hides', () => {
    render(<ControlsBar {...withPanels('xs')} visible={false} below />);
    expect(has(/search/i)).toBe(false);
    const bar = screen.getByRole('group', { name: 'Player controls' });
    expect([bar.dataset['visible'], bar.dataset['size']]).toEqual(['true', 'xs']);
  });
});
