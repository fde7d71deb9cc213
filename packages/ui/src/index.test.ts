import { describe, expect, it } from 'vitest';
import * as ui from './index.js';

// The public surface is explicit; a component or rule that is not exported here is private.
describe('@stepwise/ui exports', () => {
  it.each([
    'Alert',
    'Button',
    'Checkbox',
    'Dialog',
    'Menu',
    'MenuItem',
    'MenuList',
    'MenuSeparator',
    'MenuTrigger',
    'Radio',
    'RadioGroup',
    'SearchInput',
    'Select',
    'Slider',
    'Spinner',
    'Switch',
    'Tab',
    'TabList',
    'TabPanel',
    'Tabs',
    'applyTheme',
    'readTheme',
    'clampSliderValue',
    'filterSelectOptions',
    'acceptsChange',
    'createDebouncer',
  ])('exports %s', (name) => {
    expect(typeof (ui as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the 000 §9 constants', () => {
    expect(ui.DIALOG_DEFAULT_WIDTH).toBe(500);
    expect(ui.DROPDOWN_HOVER_LEAVE_DELAY_MS).toBe(200);
    expect(ui.SEARCH_DEBOUNCE_MS).toBe(300);
    expect(ui.TAB_SIZES).toEqual(['sm', 'md', 'lg', 'exlg']);
    expect(ui.SWITCH_SIZES).toEqual(['xs', 'sm', 'md', 'lg']);
    expect(ui.SWITCH_COLORS).toEqual(['primary', 'secondary', 'danger', 'success']);
    expect(ui.RADIO_TYPES).toEqual(['primary', 'success', 'danger']);
    expect(ui.CHECKBOX_SHAPES).toEqual(['square', 'circle']);
    expect(ui.SLIDER_DEFAULTS).toEqual({ min: 0, max: 100, step: 1 });
    expect(ui.THEME_STORAGE_KEY).toBe('stepwise.theme');
  });
});
