// Widget constants of 000 §9 ("Dialog default width 500 px. Dropdown hover leave delay 200 ms.
// Tab sizes ..."), and the 300 ms search debounce of 000 §5.

export const DIALOG_DEFAULT_WIDTH = 500;
export const DROPDOWN_HOVER_LEAVE_DELAY_MS = 200;
export const SEARCH_DEBOUNCE_MS = 300;

export const TAB_SIZES = ['sm', 'md', 'lg', 'exlg'] as const;
export type TabSize = (typeof TAB_SIZES)[number];

export const SWITCH_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export type SwitchSize = (typeof SWITCH_SIZES)[number];

export const SWITCH_COLORS = ['primary', 'secondary', 'danger', 'success'] as const;
export type SwitchColor = (typeof SWITCH_COLORS)[number];

export const RADIO_TYPES = ['primary', 'success', 'danger'] as const;
export type RadioType = (typeof RADIO_TYPES)[number];

export const CHECKBOX_SHAPES = ['square', 'circle'] as const;
export type CheckboxShape = (typeof CHECKBOX_SHAPES)[number];
