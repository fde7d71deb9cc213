// lint-as: packages/core/src/layers-fixture.ts
// Wrong way: the base package importing a widget.
import { PlayerElement } from '@stepwise/player';

export const element = PlayerElement;
