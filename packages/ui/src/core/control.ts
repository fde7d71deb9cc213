// 000 §5: "disabled or read-only tabs, switches, checkboxes, radios and sliders ignore changes".

export interface ControlState {
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
}

/** Whether a user change may reach the value of a control in this state. */
export function acceptsChange(state: ControlState): boolean {
  return !state.disabled && !state.readOnly;
}

/** The value after a requested change: the request when accepted, the current value otherwise. */
export function nextControlValue<T>(state: ControlState, current: T, requested: T): T {
  return acceptsChange(state) ? requested : current;
}
