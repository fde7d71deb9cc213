/**
 * The portal's route tree (a react-router data router). Which paths exist, and who may open
 * them, is the route map (route-map.ts, 000 §2); every route here carries its entry's key in
 * `handle.routeMapKey`, and the guard applies the entry's gates (session/guard.ts).
 *
 * A first visit's sign-in page shows before this tree has loaded (first-visit.ts); the `/` route
 * is the same page for every other visit.
 *
 *   root (SessionRoot: session context, idle logout, consents)
 *   ├─ public: / sign-in, account screens, /404, /403, /error, public players (/p, ...), /si,
 *   │   /share (the content-share landing page)
 *   ├─ app (signed-in: waits for the session; signed out -> /?redirect=...)
 *   │   ├─ AppShell (the shell engineer's layout, lazy)
 *   │   │   └─ guard (route-map gates, IP check; errors -> restricted-IP alert or /error)
 *   │   │       └─ shellRoutes + /playermain + /shared + /maven, /smart-assist
 *   │   └─ player-guard (the same guard): fullscreen and embed players, /PlayerPreview
 *   └─ * -> /
 */
import type { ComponentType } from 'react';
import {
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { PageLoading } from './pages/page-loading';
import { GuardError } from './pages/errors/guard-error';
import { awaitEmbedSession } from './session/embed-arrival';
import { hasStoredSession } from './session/local-keys';
import { landingAfterSignIn, signInPathFor } from './session/redirect';
import { session } from './session/session';
import { SessionRoot } from './session/session-root';
import { shellRoutes } from './shell/shell-routes';
import {
  barePlayerRoutes,
  publicPlayerRoutes,
  shellPlayerRoutes,
} from './pages/player/player-routes';

const key = (routeMapKey: string) => ({ routeMapKey });

/** `/`: the sign-in page; an already signed-in visitor goes to home (or the redirect). */
async function signInLoader({ request }: LoaderFunctionArgs) {
  if (!hasStoredSession()) return null;
  const state = await session.ensure();
  if (state.status !== 'signed-in') return null;
  throw redirect(
    landingAfterSignIn({
      redirect: new URL(request.url).searchParams.get('redirect'),
      sharedAccount: state.profile.shared,
      sharedAccountLogin: state.features.sharedAccountLogin,
    }),
  );
}

/**
 * The signed-in layout: loads the session once and waits for it; signed out -> sign-in with the
 * redirect. Its data is the session's `{profile, groups}` under the route id 'app' for screens
 * that still read it that way.
 */
async function appLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The signed-in embed framed by another site gets its session from its host page (issue 16).
  await awaitEmbedSession(url);
  const state = await session.ensure();
  if (state.status !== 'signed-in') throw redirect(signInPathFor(url));
  return { profile: state.profile, groups: state.groups };
}

/** The guard runs on every change of path, not only when a loader below it changes. */
function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

const lazyPage =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

const signedInRoutes: RouteObject[] = [
  ...shellRoutes,
  ...shellPlayerRoutes,
  {
    // Links from before the route map: the same player at its spec path.
    path: '/player/:workflowId',
    loader: ({ params, request }) =>
      redirect(
        `/playermain/${encodeURIComponent(params.workflowId ?? '')}${new URL(request.url).search}`,
      ),
  },
  // 000 §2 smart instructions (issue 20): create, then edit or view one.
  {
    path: '/smart-instruction',
    lazy: lazyPage(() => import('./pages/smart-instruction/sop-create-page'), 'SopCreatePage'),
    handle: key('/smart-instruction'),
  },
  {
    path: '/smart-instruction/:smartInstructionId',
    lazy: lazyPage(
      () => import('./pages/smart-instruction/smart-instruction-page'),
      'SmartInstructionPage',
    ),
    handle: key('/smart-instruction/{smartInstructionId}'),
  },
  // 001 §2 editor main: a layout holding the edit session over its two tabs (issue 21).
  {
    path: '/editormain/:workflowId',
    lazy: lazyPage(() => import('./pages/editormain/editormain-page'), 'EditorMainPage'),
    handle: key('/editormain/{workflowId}'),
    children: [
      {
        // 001 §2: editor main defaults to its transcription tab.
        index: true,
        loader: ({ params, request }) =>
          redirect(
            `/editormain/${encodeURIComponent(params.workflowId ?? '')}/transcription${new URL(request.url).search}`,
          ),
      },
      {
        path: 'transcription',
        lazy: lazyPage(() => import('./pages/editormain/transcription-tab'), 'TranscriptionTab'),
        handle: key('/editormain/{workflowId}/transcription'),
      },
      {
        path: 'segmentation',
        lazy: lazyPage(() => import('./pages/editormain/segmentation-tab'), 'SegmentationTab'),
        handle: key('/editormain/{workflowId}/segmentation'),
      },
    ],
  },
  // 001 §2 the classic builder (issue 21).
  {
    path: '/buildermain/:workflowId',
    lazy: lazyPage(() => import('./pages/builder/builder-page'), 'BuilderPage'),
    handle: key('/buildermain/{workflowId}'),
  },
  // 000 §2 the advanced video editor (issue 21).
  {
    path: '/editor/:workflowId',
    lazy: lazyPage(() => import('./pages/editor/editor-page'), 'EditorPage'),
    handle: key('/editor/{workflowId}'),
  },
  // Ours (route-map.ts): the advanced editor's annotation canvas and voice-over panels (issue 22).
  {
    path: '/editor/:workflowId/annotations',
    lazy: lazyPage(() => import('./pages/annotate/annotate-page'), 'AnnotatePage'),
    handle: key('/editor/{workflowId}/annotations'),
  },
  {
    path: '/editor/:workflowId/voice-over',
    lazy: lazyPage(() => import('./pages/voice-over/voice-over-page'), 'VoiceOverPage'),
    handle: key('/editor/{workflowId}/voice-over'),
  },
  {
    path: '/shared',
    lazy: lazyPage(() => import('./pages/account/shared-page'), 'SharedPage'),
    handle: key('/shared'),
  },
  // 000 §2: two routes to the assistant screen; the organisation's setting picks which shows.
  ...(['/maven', '/smart-assist'] as const).map((path): RouteObject => ({
    path,
    lazy: async () => {
      const { AssistantPage, assistantPageLoader } =
        await import('./pages/assistant/assistant-page');
      return { loader: assistantPageLoader, Component: AssistantPage };
    },
    handle: key(path),
  })),
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: SessionRoot,
    HydrateFallback: PageLoading,
    children: [
      {
        path: '/',
        loader: signInLoader,
        lazy: lazyPage(() => import('./pages/auth/routed-sign-in-page'), 'RoutedSignInPage'),
        handle: key('/'),
      },
      {
        path: '/userinvitecreate/:token/:name?/:lang?',
        lazy: lazyPage(() => import('./pages/account/invite-create-page'), 'InvitationPage'),
        handle: key('/userinvitecreate/{token}/{name?}/{lang?}'),
      },
      {
        path: '/startfreetrial/:token/:name?/:lang?',
        lazy: lazyPage(() => import('./pages/account/invite-create-page'), 'FreeTrialPage'),
        handle: key('/startfreetrial/{token}/{name?}/{lang?}'),
      },
      {
        // Also matches /usernewpassword/{token}: one pattern for both spellings of 000 §2.
        path: '/usernewpassword/:token/:lang?',
        lazy: lazyPage(() => import('./pages/account/new-password-page'), 'NewPasswordPage'),
        handle: key('/usernewpassword/{token}/{lang?}'),
      },
      {
        path: '/usernewpin/:employeeIdUserAccount',
        lazy: lazyPage(() => import('./pages/account/new-pin-page'), 'NewPinPage'),
        handle: key('/usernewpin/{employeeIdUserAccount}'),
      },
      {
        path: '/emailexpired/:type?/:lang?/:email?',
        lazy: lazyPage(() => import('./pages/account/email-expired-page'), 'EmailExpiredPage'),
        handle: key('/emailexpired/{type?}/{lang?}/{email?}'),
      },
      {
        // 000 §2: the meeting-provider integration's landing (issue 25), public.
        path: '/zoomlanding/:status/:lang?/:subdomain?',
        lazy: lazyPage(() => import('./pages/org-tools/zoom-landing-page'), 'ZoomLandingPage'),
        handle: key('/zoomlanding/{status}/{lang?}/{subdomain?}'),
      },
      {
        path: '/404',
        lazy: lazyPage(() => import('./pages/errors/not-found-page'), 'NotFoundPage'),
        handle: key('/404'),
      },
      {
        path: '/403',
        lazy: lazyPage(() => import('./pages/errors/forbidden-page'), 'ForbiddenPage'),
        handle: key('/403'),
      },
      {
        // The error route of the navigation guard: ?message=Navigation failed&returnTo=...
        path: '/error',
        lazy: lazyPage(() => import('./pages/errors/navigation-error-page'), 'NavigationErrorPage'),
      },
      {
        id: 'app',
        loader: appLoader,
        // The session loads once per visit; the guard below re-checks on every navigation.
        shouldRevalidate: () => false,
        ErrorBoundary: GuardError,
        children: [
          {
            lazy: lazyPage(() => import('./shell/app-shell'), 'AppShell'),
            children: [
              {
                id: 'guard',
                lazy: {
                  loader: async () => (await import('./route-guard')).routeGuard(routes),
                },
                shouldRevalidate: revalidateOnPathChange,
                ErrorBoundary: GuardError,
                children: signedInRoutes,
              },
            ],
          },
          {
            // The signed-in players that fill the window (fullscreen, embed): guarded the same
            // way, without the shell's header and side menu.
            id: 'player-guard',
            lazy: {
              loader: async () => (await import('./route-guard')).routeGuard(routes),
            },
            shouldRevalidate: revalidateOnPathChange,
            ErrorBoundary: GuardError,
            children: barePlayerRoutes,
          },
        ],
      },
      ...publicPlayerRoutes,
      {
        // 000 §2 /si/{smartInstructionId}: the public smart instruction (issue 20).
        path: '/si/:smartInstructionId',
        lazy: async () => {
          const [{ PublicSmartInstructionPage }, { publicSopLoader }] = await Promise.all([
            import('./pages/sop-view/public-sop-page'),
            import('./pages/sop-view/public-sop-data'),
          ]);
          return { loader: publicSopLoader, Component: PublicSmartInstructionPage };
        },
        handle: key('/si/{smartInstructionId}'),
      },
      {
        // 001 §2 /share/{contentShareId}: the content-share landing page (issue 23), public.
        path: '/share/:contentShareId',
        lazy: async () => {
          const [{ ShareLandingPage }, { shareLandingLoader }] = await Promise.all([
            import('./pages/share/share-page'),
            import('./pages/share/share-data'),
          ]);
          return { loader: shareLandingLoader, Component: ShareLandingPage };
        },
        handle: key('/share/{contentShareId}'),
      },
      // 000 §2: any unknown path redirects to the root.
      { path: '*', loader: () => redirect('/') },
    ],
  },
];
