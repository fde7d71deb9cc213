// The player's root element: its stylesheet first (the player never relies on a host page's
// sheets), the theme and the text direction as attributes, and the state data-* attributes a
// host's CSS may read.
import { forwardRef, type HTMLAttributes } from 'react';
import type { Theme } from '@stepwise/core';
import { dirOf, localeTagOf } from '@stepwise/i18n';
import type { InterfaceLanguage } from '@stepwise/core';
import { cx, SCOPE } from './components/class-names.js';
import { playerStyles } from './styles/index.js';
import layout from './player-layout.css?inline';

const styles = `${playerStyles}\n${layout}`;

export interface PlayerRootProps extends HTMLAttributes<HTMLDivElement> {
  theme: Theme;
  language: InterfaceLanguage;
  [data: `data-${string}`]: string | boolean | undefined;
}

export const PlayerRoot = forwardRef<HTMLDivElement, PlayerRootProps>(function PlayerRoot(
  { theme, language, className, children, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      className={cx(SCOPE, 'sw-player-root', className)}
      data-theme={theme}
      dir={dirOf(language)}
      lang={localeTagOf(language)}
      {...rest}
    >
      <style>{styles}</style>
      {children}
    </div>
  );
});
