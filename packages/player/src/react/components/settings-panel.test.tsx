import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { controlsLayout } from '../../core/layout.js';
import { SettingsPanel } from './settings-panel.js';
import type { SettingsPanelProps } from './settings-panel.js';

function props(overrides: Partial<SettingsPanelProps> = {}): SettingsPanelProps {
  return {
    controls: controlsLayout('sm').settings,
    muted: false,
    onMuteToggle: vi.fn(),
    languages: [{ code: 'de', label: 'German' }],
    subtitleLanguage: null,
    onSubtitleLanguageChange: vi.fn(),
    speed: 1,
    speeds: [0.5, 1, 2],
    onSpeedChange: vi.fn(),
    quality: '720',
    qualities: ['auto', '360', '720'],
    onQualityChange: vi.fn(),
    repeat: 'disabled',
    repeatModes: ['disabled', 'workflow', 'step'],
    onRepeatChange: vi.fn(),
    autoPlay: true,
    onAutoPlayChange: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
}

const group = (name: RegExp) => screen.getByRole('group', { name });
const options = (name: RegExp) =>
  within(group(name))
    .getAllByRole('radio')
    .map((r) => [r.parentElement?.textContent, (r as HTMLInputElement).checked]);

describe('SettingsPanel', () => {
  it('lists each group as radios, the current choice checked, and takes focus', () => {
    render(<SettingsPanel {...props()} />);
    expect(options(/quality/i)).toEqual([
      ['Auto', false],
      ['360p', false],
      ['720p', true],
    ]);
    expect(options(/subtitles/i)).toEqual([
      ['German', false],
      ['Off', true],
    ]);
    expect(options(/playback speed/i).map(([label]) => label)).toEqual(['0.5×', 'Normal', '2×']);
    expect(screen.getByRole('switch', { name: /mute/i })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /auto-play/i })).toBeTruthy();
    // The first control: the mute switch here; in a radio group, its checked option.
    expect(document.activeElement).toBe(screen.getByRole('switch', { name: /mute/i }));
  });

  it('sends each change out', () => {
    const p = props();
    render(<SettingsPanel {...p} />);
    fireEvent.click(screen.getByRole('radio', { name: '360p' }));
    fireEvent.click(screen.getByRole('radio', { name: '2×' }));
    fireEvent.click(screen.getByRole('radio', { name: 'German' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Repeat step' }));
    fireEvent.click(screen.getByRole('switch', { name: /mute/i }));
    fireEvent.click(screen.getByRole('button', { name: /close settings/i }));
    expect(p.onQualityChange).toHaveBeenCalledWith('360');
    expect(p.onSpeedChange).toHaveBeenCalledWith(2);
    expect(p.onSubtitleLanguageChange).toHaveBeenCalledWith('de');
    expect(p.onRepeatChange).toHaveBeenCalledWith('step');
    expect(p.onMuteToggle).toHaveBeenCalledTimes(1);
    expect(p.onClose).toHaveBeenCalledTimes(1);
  });

  it('shows only the groups asked for', () => {
    render(<SettingsPanel {...props({ controls: ['speed'] })} />);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Normal' }));
    expect(screen.queryByRole('group', { name: /quality/i })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('offers Original and each dubbed track first, when the workflow has dubs (issue 22)', () => {
    const onAudioLanguageChange = vi.fn();
    const { rerender } = render(<SettingsPanel {...props({ controls: ['speed'] })} />);
    expect(screen.queryByRole('group', { name: 'Audio' })).toBeNull();
    rerender(
      <SettingsPanel
        {...props({
          controls: ['speed'],
          audioTracks: [{ code: 'de-de', label: 'Deutsch' }],
          audioLanguage: null,
          onAudioLanguageChange,
        })}
      />,
    );
    expect(options(/^audio$/i)).toEqual([
      ['Original', true],
      ['Deutsch', false],
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(onAudioLanguageChange).toHaveBeenCalledWith('de-de');
    rerender(
      <SettingsPanel
        {...props({
          controls: [],
          audioTracks: [{ code: 'de-de', label: 'Deutsch' }],
          audioLanguage: 'de-de',
          onAudioLanguageChange,
        })}
      />,
    );
    expect(options(/^audio$/i)).toEqual([
      ['Original', false],
      ['Deutsch', true],
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Original' }));
    expect(onAudioLanguageChange).toHaveBeenLastCalledWith(null);
  });
});
