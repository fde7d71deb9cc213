import { useT } from '@stepwise/i18n/react';
import type { MessageKey } from '@stepwise/i18n';

/** A labelled input with its first failing rule below it once touched. */
export function Field(props: {
  id: string;
  label: string;
  type?: 'text' | 'password';
  value: string;
  onChange: (value: string) => void;
  errors: readonly MessageKey[];
  autoComplete?: string;
  blockSpaces?: boolean;
  /** A new password or PIN: hidden, no spaces (000 §5), offered to password managers as new. */
  secret?: boolean;
  maxLength?: number;
}) {
  const t = useT();
  const shown = props.value !== '' && props.errors[0];
  const errorId = `${props.id}-error`;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        data-testid={props.id}
        type={props.secret ? 'password' : (props.type ?? 'text')}
        value={props.value}
        autoComplete={props.secret ? 'new-password' : props.autoComplete}
        maxLength={props.maxLength ?? 200}
        aria-invalid={Boolean(shown)}
        aria-describedby={shown ? errorId : undefined}
        onKeyDown={(e) => {
          if ((props.blockSpaces || props.secret) && e.key === ' ') e.preventDefault();
        }}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {shown && (
        <p className="field-error" id={errorId} data-testid={errorId}>
          {t(props.errors[0]!)}
        </p>
      )}
    </div>
  );
}
