// Tabs (WAI-ARIA tabs pattern, automatic activation): a tablist of tabs, each controlling a
// tabpanel. 000 §5: tab items must be inside a tab container; disabled or read-only tabs ignore
// changes. 000 §9: sizes sm, md, lg, exlg.
import { createContext, useId, useRef } from 'react';
import type { ComponentProps, KeyboardEvent, ReactNode } from 'react';
import { acceptsChange } from '../core/control.js';
import type { TabSize } from '../core/constants.js';
import { nextEnabledIndex } from '../core/list-navigation.js';
import type { Orientation } from '../core/list-navigation.js';
import { useControllableState } from './use-controllable-state.js';
import { useRequiredContext } from './use-required-context.js';
import './shared.css';
import './tabs.css';

interface TabsContextValue {
  baseId: string;
  value: string;
  select(value: string): void;
  size: TabSize;
  orientation: Orientation;
  disabled: boolean;
  readOnly: boolean;
}

const TabsContext = createContext<TabsContextValue | null>(null);

export interface TabsProps {
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  size?: TabSize | undefined;
  orientation?: Orientation | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

export function Tabs({
  value,
  defaultValue = '',
  onValueChange,
  size = 'md',
  orientation = 'horizontal',
  disabled = false,
  readOnly = false,
  className,
  children,
}: TabsProps) {
  const baseId = useId();
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const select = (next: string) => {
    if (next !== current && acceptsChange({ disabled, readOnly })) setCurrent(next);
  };
  return (
    <TabsContext value={{ baseId, value: current, select, size, orientation, disabled, readOnly }}>
      <div
        className={['sw-tabs', className].filter(Boolean).join(' ')}
        data-orientation={orientation}
        data-size={size}
      >
        {children}
      </div>
    </TabsContext>
  );
}

export interface TabListProps extends Omit<ComponentProps<'div'>, 'role'> {
  /** The accessible name of the tab list (or pass aria-labelledby). */
  'aria-label'?: string | undefined;
}

export function TabList({ className, onKeyDown, ...rest }: TabListProps) {
  const ctx = useRequiredContext(TabsContext, 'TabList', 'Tabs');
  const ref = useRef<HTMLDivElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = tabs.findIndex((t) => t === document.activeElement);
    if (current === -1) return;
    const dir = getComputedStyle(ref.current!).direction === 'rtl' ? 'rtl' : 'ltr';
    const next = nextEnabledIndex(
      tabs.map((t) => t.disabled),
      current,
      event.key,
      { orientation: ctx.orientation, dir },
    );
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    tab.focus();
    ctx.select(tab.dataset.value!);
  };

  return (
    <div
      {...rest}
      ref={ref}
      role="tablist"
      aria-orientation={ctx.orientation}
      className={['sw-tab-list', className].filter(Boolean).join(' ')}
      onKeyDown={handleKeyDown}
    />
  );
}

export interface TabProps extends Omit<ComponentProps<'button'>, 'value' | 'role'> {
  value: string;
}

export function Tab({ value, disabled, className, onClick, ...rest }: TabProps) {
  const ctx = useRequiredContext(TabsContext, 'Tab', 'Tabs');
  const selected = ctx.value === value;
  return (
    <button
      {...rest}
      type="button"
      role="tab"
      id={`${ctx.baseId}-tab-${value}`}
      aria-controls={`${ctx.baseId}-panel-${value}`}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      disabled={disabled || ctx.disabled}
      data-value={value}
      data-state={selected ? 'active' : 'inactive'}
      data-readonly={ctx.readOnly || undefined}
      className={['sw-tab', 'sw-focusable', className].filter(Boolean).join(' ')}
      onClick={(e) => {
        onClick?.(e);
        ctx.select(value);
      }}
    />
  );
}

export interface TabPanelProps extends Omit<ComponentProps<'div'>, 'role'> {
  value: string;
}

export function TabPanel({ value, className, ...rest }: TabPanelProps) {
  const ctx = useRequiredContext(TabsContext, 'TabPanel', 'Tabs');
  const selected = ctx.value === value;
  return (
    <div
      {...rest}
      role="tabpanel"
      id={`${ctx.baseId}-panel-${value}`}
      aria-labelledby={`${ctx.baseId}-tab-${value}`}
      hidden={!selected}
      tabIndex={0}
      className={['sw-tab-panel', 'sw-focusable', className].filter(Boolean).join(' ')}
    />
  );
}
