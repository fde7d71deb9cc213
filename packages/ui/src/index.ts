// Explicit named exports only: the public surface of @stepwise/ui is this list.
// Stylesheets: import '@stepwise/ui/tokens.css' once at the app root; each component imports its
// own stylesheet.

export {
  CHECKBOX_SHAPES,
  DIALOG_DEFAULT_WIDTH,
  DROPDOWN_HOVER_LEAVE_DELAY_MS,
  RADIO_TYPES,
  SEARCH_DEBOUNCE_MS,
  SWITCH_COLORS,
  SWITCH_SIZES,
  TAB_SIZES,
} from './core/constants.js';
export type {
  CheckboxShape,
  RadioType,
  SwitchColor,
  SwitchSize,
  TabSize,
} from './core/constants.js';
export { acceptsChange, nextControlValue } from './core/control.js';
export type { ControlState } from './core/control.js';
export { createDebouncer } from './core/debounce.js';
export type { Debouncer } from './core/debounce.js';
export { nextEnabledIndex, typeaheadIndex } from './core/list-navigation.js';
export type { ListNavigationOptions, Orientation } from './core/list-navigation.js';
export { filterSelectOptions, searchSelectOptions } from './core/select-filter.js';
export type { SelectOption, SelectSearchResult } from './core/select-filter.js';
export {
  clampSliderValue,
  resolveSliderRange,
  SLIDER_DEFAULTS,
  sliderValueForKey,
} from './core/slider.js';
export type { ResolvedSliderRange, SliderRange } from './core/slider.js';
export { applyTheme, isTheme, readTheme, THEME_STORAGE_KEY } from './theme.js';
export type { ApplyThemeOptions } from './theme.js';

export { Alert, ALERT_TONES } from './react/alert.js';
export type { AlertProps, AlertTone } from './react/alert.js';
export { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './react/button.js';
export type { ButtonProps, ButtonSize, ButtonVariant } from './react/button.js';
export { Checkbox } from './react/checkbox.js';
export type { CheckboxProps } from './react/checkbox.js';
export { Dialog } from './react/dialog.js';
export type { DialogProps } from './react/dialog.js';
export { Menu, MenuItem, MenuList, MenuSeparator, MenuTrigger } from './react/menu.js';
export type { MenuItemProps, MenuListProps, MenuProps, MenuTriggerProps } from './react/menu.js';
export { Radio, RadioGroup } from './react/radio.js';
export type { RadioGroupProps, RadioProps } from './react/radio.js';
export { SearchInput } from './react/search-input.js';
export type { SearchInputProps } from './react/search-input.js';
export { Select } from './react/select.js';
export type { SelectProps } from './react/select.js';
export { Slider } from './react/slider.js';
export type { SliderProps } from './react/slider.js';
export { Spinner, SPINNER_SIZES } from './react/spinner.js';
export type { SpinnerProps, SpinnerSize } from './react/spinner.js';
export { Switch } from './react/switch.js';
export type { SwitchProps } from './react/switch.js';
export { Tab, TabList, TabPanel, Tabs } from './react/tabs.js';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './react/tabs.js';
