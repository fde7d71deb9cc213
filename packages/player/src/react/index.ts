// The React entry of @stepwise/player (`@stepwise/player/react`, also re-exported from the
// package root): the <Player/>, its contract, and the light data source hosts without the api
// client use. The api-client source is `@stepwise/player/api-source`, kept out of this entry.
export { Player } from './player.js';
export type { PlayerHandle, PlayerProps, PlayerState } from './player-props.js';
export { fetchDataSource } from '../core/wire/fetch-source.js';
export type { FetchDataSourceOptions } from '../core/wire/fetch-source.js';
export { playerWorkflowMiniSchema } from '@stepwise/core';
export type { PlayerWorkflowMini } from '@stepwise/core';
export {
  idbTrackingPersistence,
  memoryTrackingPersistence,
  TRACKING_DB_NAME,
  TRACKING_DB_VERSION,
} from './tracking-idb.js';
export type { AttachMedia } from '../core/start-playback.js';
export { playerStyles } from './styles/index.js';
export { Parts } from './components/parts.js';
export type { Part } from './components/parts.js';
