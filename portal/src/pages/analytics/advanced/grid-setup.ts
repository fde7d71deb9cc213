/**
 * ag-grid for the configurable reports, loaded only by their lazy chunk: the community modules
 * this screen uses (nothing else is registered, so the chunk carries nothing else) and the
 * Quartz theme on the portal's design tokens. The tokens flip with `data-theme`, so one theme
 * serves light and dark.
 */
import {
  ClientSideRowModelApiModule,
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  DateFilterModule,
  GridStateModule,
  LocaleModule,
  ModuleRegistry,
  NumberFilterModule,
  PaginationModule,
  TextFilterModule,
  ValidationModule,
  themeQuartz,
} from 'ag-grid-community';

let registered = false;

export function registerGridModules(): void {
  if (registered) return;
  registered = true;
  ModuleRegistry.registerModules([
    ClientSideRowModelModule,
    // forEachNodeAfterFilterAndSort: the rows the group totals sum.
    ClientSideRowModelApiModule,
    TextFilterModule,
    NumberFilterModule,
    DateFilterModule,
    PaginationModule,
    // getState / setState / initialState: saved grid states.
    GridStateModule,
    // setColumnsVisible / moveColumns: the columns menu.
    ColumnApiModule,
    // The number columns' right alignment (the 'rightAligned' column type sets a cell class).
    CellStyleModule,
    // localeText: the grid's own few words in the reader's language.
    LocaleModule,
    // Development only: ag-grid explains a wrong option or a missing module.
    ...(import.meta.env.DEV ? [ValidationModule] : []),
  ]);
}

export const gridTheme = themeQuartz.withParams({
  fontFamily: 'var(--sw-font-family)',
  fontSize: 14,
  backgroundColor: 'var(--sw-color-surface)',
  foregroundColor: 'var(--sw-color-text)',
  textColor: 'var(--sw-color-text)',
  subtleTextColor: 'var(--sw-color-text-muted)',
  accentColor: 'var(--sw-color-primary)',
  borderColor: 'var(--sw-color-border)',
  chromeBackgroundColor: 'var(--sw-color-surface-raised)',
  headerBackgroundColor: 'var(--sw-color-surface-raised)',
  headerTextColor: 'var(--sw-color-text)',
  rowHoverColor: 'var(--sw-color-surface-hover)',
  selectedRowBackgroundColor: 'var(--sw-color-surface-selected)',
  inputBackgroundColor: 'var(--sw-color-bg)',
  inputBorder: { color: 'var(--sw-color-border-strong)' },
  inputFocusBorder: { color: 'var(--sw-color-focus-ring)' },
  focusShadow: { radius: 2, spread: 0, color: 'var(--sw-color-focus-ring)' },
  menuBackgroundColor: 'var(--sw-color-surface-raised)',
  borderRadius: 'var(--sw-radius-sm)',
  wrapperBorderRadius: 'var(--sw-radius-md)',
  browserColorScheme: 'inherit',
});
