/**
 * The address of a public workflow's stream, `GET /v1/player/stream?workflowId=&token=` (the
 * server answers its master playlist, renditions at signed URLs): what the script-tag loader's
 * early <video> loads, and what the portal's embed code puts in the element's
 * <video slot="media"> (the fast start). The share token goes in the query: a <video> sends no
 * header.
 */
export const PLAYER_STREAM_PATH = '/v1/player/stream';

export function playerStreamUrl(server: string, workflowId: string, shareToken: string): string {
  const query = new URLSearchParams({ workflowId, token: shareToken });
  return `${server.replace(/\/+$/, '')}${PLAYER_STREAM_PATH}?${query.toString()}`;
}
