/**
 * The portal's player routes (002 §2) as data and pure rules: which layout each route gives the
 * player, how the query parameters read, and where /PlayerPreview sends the viewer. Imports no
 * React and no player code, so routes.tsx can read it without loading the player.
 */

export type PlayerRouteKind =
  | 'playermain'
  | 'p'
  | 'playermainfullscreen'
  | 'playerembed'
  | 'playerfullscreenpublic'
  | 'rustici';

export interface PlayerRouteLayout {
  /** Public: no sign-in, product logo, no comments or reactions (002 §6). */
  public: boolean;
  fullscreenLayout: boolean;
  /** /playerembed: framed, starts in theater mode with the menu closed. */
  embedded: boolean;
  startInTheater: boolean;
}

export const PLAYER_ROUTES: Record<PlayerRouteKind, PlayerRouteLayout> = {
  playermain: { public: false, fullscreenLayout: false, embedded: false, startInTheater: false },
  p: { public: true, fullscreenLayout: false, embedded: false, startInTheater: false },
  playermainfullscreen: {
    public: false,
    fullscreenLayout: true,
    embedded: false,
    startInTheater: false,
  },
  playerembed: { public: false, fullscreenLayout: false, embedded: true, startInTheater: true },
  playerfullscreenpublic: {
    public: true,
    fullscreenLayout: true,
    embedded: false,
    startInTheater: false,
  },
  /**
   * The e-learning player inside a SCORM package (002 §2): framed; no portal sign-in gate (it
   * signs in by itself with the launch's custom token, in memory).
   */
  rustici: { public: true, fullscreenLayout: false, embedded: true, startInTheater: false },
};

/** The route-map key (000 §2 spelling) of a player route. */
export const playerRouteMapKey = (kind: PlayerRouteKind) => `/${kind}/{workflowId}/{stepId?}`;
export const playerRouterPath = (kind: PlayerRouteKind) => `/${kind}/:workflowId/:stepId?`;

export interface PlayerQuery {
  versionId?: string;
  /** isPreviewVideoMode=true: an unpublished workflow plays (002 §4). */
  preview: boolean;
  /** openMenu=1 opens the step menu (002 §2). */
  openMenu: boolean;
  /** playerType=singleStepPlayer: no menu, auto-play or previous / next (002 §2). */
  singleStep: boolean;
  /** The public link's `shareToken` (a public content share's id). */
  shareToken?: string;
}

const truthy = (value: string | null) => value === 'true' || value === '1';

export function readPlayerQuery(params: URLSearchParams): PlayerQuery {
  const versionId = params.get('versionId') || undefined;
  const shareToken = params.get('shareToken') || undefined;
  return {
    ...(versionId ? { versionId } : {}),
    preview: truthy(params.get('isPreviewVideoMode')),
    openMenu: params.get('openMenu') === '1',
    singleStep: params.get('playerType') === 'singleStepPlayer',
    ...(shareToken ? { shareToken } : {}),
  };
}

/** The address segments of the builder and the editors (000 §2) that may frame a preview. */
export const PREVIEW_HOST_PATHS = ['/buildermain/', '/editor/', '/editormain/'] as const;

/**
 * 002 §2 /PlayerPreview: the embed player with isPreviewVideoMode=true, only when the top
 * window's address contains the builder or editor path; else /404. `topHref` is null when the
 * top window cannot be read (a cross-origin frame), which is no builder of ours.
 */
export function previewRedirect(
  topHref: string | null,
  workflowId: string,
  stepId: string | undefined,
  search: string,
): string {
  const fromAuthoring =
    topHref !== null && PREVIEW_HOST_PATHS.some((path) => pathOf(topHref).includes(path));
  if (!fromAuthoring) return '/404';
  const params = new URLSearchParams(search);
  params.set('isPreviewVideoMode', 'true');
  const step = stepId ? `/${encodeURIComponent(stepId)}` : '';
  return `/playerembed/${encodeURIComponent(workflowId)}${step}?${params.toString()}`;
}

function pathOf(href: string): string {
  try {
    return new URL(href, 'http://same.invalid').pathname;
  } catch {
    return '';
  }
}

/** The public link the share dialog copies (001 §7): `/p/{workflowId}?shareToken={id}`. */
export function publicPlayerLink(origin: string, workflowId: string, shareId: string): string {
  return `${origin}/p/${encodeURIComponent(workflowId)}?shareToken=${encodeURIComponent(shareId)}`;
}
