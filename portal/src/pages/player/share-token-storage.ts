import { memoryStorage, pageStorage } from '@stepwise/bridge/storage';
import { inIframe } from '../../shell/use-media-query';

/**
 * Where a public page remembers its share token (share-token.ts): the browser, but not when
 * another site frames the page (its link carries the token; nothing of ours is left in that
 * site's storage partition). The public player and the public smart instruction share it.
 */
const framedTokens = memoryStorage();
export const shareTokenStorage = () => (inIframe() ? framedTokens : pageStorage('local'));
