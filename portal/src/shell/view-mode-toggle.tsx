import { useT } from './i18n';
import { useViewMode, VIEW_MODES } from './view-mode';

/** Card or list (000 §2 "View modes"), remembered across visits. */
export function ViewModeToggle() {
  const t = useT();
  const [mode, setMode] = useViewMode();
  return (
    <div className="segmented" role="group" aria-label={t('shell.viewMode.label')}>
      {VIEW_MODES.map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          data-testid={`view-mode-${m}`}
          onClick={() => setMode(m)}
        >
          <span aria-hidden="true">{m === 'card' ? '▦' : '☰'}</span>{' '}
          {m === 'card' ? t('shell.viewMode.card') : t('shell.viewMode.list')}
        </button>
      ))}
    </div>
  );
}
