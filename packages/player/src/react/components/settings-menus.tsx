// The three choice menus of the controls bar, built on @stepwise/ui's Menu (arrow keys, Home,
// End, type-ahead and Escape come with it). The chosen item carries aria-current and a check.
import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuList, MenuTrigger } from '@stepwise/ui';
import { useT } from '@stepwise/i18n/react';
import { CheckIcon, SettingsIcon, SpeedIcon, SubtitlesIcon } from './icons.js';

interface ChoiceMenuProps<T extends string | number | null> {
  label: string;
  icon: ReactNode;
  /** Short text beside the icon ("1.5×", "720p"). */
  badge?: string | undefined;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className: string;
}

function ChoiceMenu<T extends string | number | null>({
  label,
  icon,
  badge,
  options,
  value,
  onChange,
  className,
}: ChoiceMenuProps<T>) {
  return (
    <Menu className={className}>
      <MenuTrigger className="sw-player-button" aria-label={label} title={label}>
        {icon}
        {badge !== undefined && (
          <span className="sw-player-menu-badge" dir="ltr">
            {badge}
          </span>
        )}
      </MenuTrigger>
      <MenuList align="end" aria-label={label} className="sw-player-menu-list">
        {options.map((option) => {
          const chosen = option.value === value;
          return (
            <MenuItem
              key={String(option.value)}
              aria-current={chosen || undefined}
              data-active={chosen || undefined}
              className="sw-player-menu-item"
              onSelect={() => onChange(option.value)}
            >
              <span className="sw-player-menu-check">{chosen && <CheckIcon />}</span>
              {option.label}
            </MenuItem>
          );
        })}
      </MenuList>
    </Menu>
  );
}

function speedLabel(speed: number): string {
  return `${speed}×`;
}

export interface SpeedMenuProps {
  speed: number;
  speeds: readonly number[];
  onSpeedChange: (speed: number) => void;
}

export function SpeedMenu({ speed, speeds, onSpeedChange }: SpeedMenuProps) {
  const t = useT();
  return (
    <ChoiceMenu
      className="sw-player-speed-menu"
      label={t('player.speed')}
      icon={<SpeedIcon />}
      badge={speedLabel(speed)}
      options={speeds.map((value) => ({
        value,
        label: value === 1 ? t('player.speedNormal') : speedLabel(value),
      }))}
      value={speed}
      onChange={onSpeedChange}
    />
  );
}

export interface QualityMenuProps {
  /** 'auto' or a rendition height ('720'). */
  quality: string;
  qualities: readonly string[];
  onQualityChange: (quality: string) => void;
}

export function QualityMenu({ quality, qualities, onQualityChange }: QualityMenuProps) {
  const t = useT();
  const labelOf = (q: string) => (q === 'auto' ? t('player.qualityAuto') : `${q}p`);
  return (
    <ChoiceMenu
      className="sw-player-quality-menu"
      label={t('player.quality')}
      icon={<SettingsIcon />}
      badge={labelOf(quality)}
      options={qualities.map((value) => ({ value, label: labelOf(value) }))}
      value={quality}
      onChange={onQualityChange}
    />
  );
}

export interface SubtitleLanguage {
  code: string;
  /** The language's own name, from the caller. */
  label: string;
}

export interface SubtitlesMenuProps {
  languages: readonly SubtitleLanguage[];
  /** The shown language's code, or null when subtitles are off. */
  subtitleLanguage: string | null;
  onSubtitleLanguageChange: (code: string | null) => void;
}

export function SubtitlesMenu({
  languages,
  subtitleLanguage,
  onSubtitleLanguageChange,
}: SubtitlesMenuProps) {
  const t = useT();
  return (
    <ChoiceMenu<string | null>
      className="sw-player-subtitles-menu"
      label={t('player.subtitles')}
      icon={<SubtitlesIcon />}
      options={[
        ...languages.map(({ code, label }) => ({ value: code, label })),
        { value: null, label: t('player.subtitlesOff') },
      ]}
      value={subtitleLanguage}
      onChange={onSubtitleLanguageChange}
    />
  );
}
