import { useT } from './i18n';
import { useTheme } from './theme';
import { Icon } from './icons';

/** The header's theme switch: one button flipping light and dark (aria-pressed = dark). */
export function ThemeSwitch() {
  const t = useT();
  const [theme, setTheme] = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-switch"
      data-testid="theme-switch"
      data-theme-current={theme}
      aria-label={next === 'light' ? t('theme.switchToLight') : t('theme.switchToDark')}
      title={next === 'light' ? t('theme.switchToLight') : t('theme.switchToDark')}
      onClick={() => setTheme(next)}
    >
      <Icon name={theme === 'dark' ? 'moon' : 'sun'} />
    </button>
  );
}
