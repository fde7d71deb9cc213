// The step-name tag: number and title of the current step, shown for a while after playback
// passes 2 s into the step. When to show it is the caller's (the playback store's) decision.
import { cx, SCOPE } from './class-names.js';
import { Parts } from './parts.js';

export interface StepNameTagProps {
  /** Two digits, '03'. */
  number: string;
  title: string;
  visible: boolean;
}

export function StepNameTag({ number, title, visible }: StepNameTagProps) {
  return (
    <div
      className={cx(SCOPE, 'sw-player-step-name')}
      part={Parts.stepName}
      data-visible={visible ? 'true' : 'false'}
      aria-hidden={!visible || undefined}
    >
      <span className="sw-player-step-name-number">{number}</span>
      <span className="sw-player-step-name-title">{title}</span>
    </div>
  );
}
