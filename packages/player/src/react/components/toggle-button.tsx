// An icon button for a mode or panel that is on or off; data-active marks the state for styling.
// Modes change their label with the state ("Exit theater mode"), so they carry no aria-pressed
// (it would announce the state twice); panel toggles keep one label and say aria-expanded.
import type { ReactNode } from 'react';

export interface ToggleButtonProps {
  label: string;
  pressed: boolean;
  onToggle: () => void;
  /** The button opens a panel: announce the state with aria-expanded. */
  expands?: boolean | undefined;
  /** The panel it opens, as `data-panel`: where focus returns when the panel closes. */
  panel?: string | undefined;
  children: ReactNode;
}

export function ToggleButton({
  label,
  pressed,
  onToggle,
  expands,
  panel,
  children,
}: ToggleButtonProps) {
  return (
    <button
      type="button"
      className="sw-player-button"
      aria-label={label}
      title={label}
      aria-expanded={expands ? pressed : undefined}
      data-panel={panel}
      data-active={pressed || undefined}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}
