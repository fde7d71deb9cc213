import { createApi, signInWithCustomToken, type Api } from '@stepwise/api';
import { useT } from '@stepwise/i18n/react';
import { apiDataSource } from '@stepwise/player/api-source';
import { useEffect, useMemo, useState } from 'react';
import { PlayerView } from './player-view';
import {
  readRusticiFragment,
  signedInState,
  WELCOME_MS,
  withoutFragment,
  type RusticiLoginState,
} from './rustici-login';
import './player-route.css';

export interface RusticiPlayerPageProps {
  /** Injection point for tests: the api client (memory session, same origin by default). */
  makeApi?: () => Api;
}

/**
 * /rustici/{workflowId}/{stepId?} (002 §2-3): the player inside a SCORM package's launch page.
 * Signs in with the one-time custom token from the fragment (rustici-login.ts), keeping the
 * session in this page's memory only (an Api with its default memory token store: nothing in
 * localStorage or cookies), welcomes a new learner for 2 s, shows the no-permission message on
 * failure, then the player, which serves the bridge to the launch page (@stepwise/player/bridge).
 * `?t=<seconds>` resumes there once the player is ready (PlayerView).
 */
export function RusticiPlayerPage({ makeApi }: RusticiPlayerPageProps) {
  const t = useT();
  // Read once, on the first render, and take the token out of the address bar.
  const [launch] = useState(() => {
    const read = readRusticiFragment(window.location.hash);
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', withoutFragment(window.location));
    }
    return read;
  });
  const api = useMemo(
    () => (makeApi ?? (() => createApi({ baseUrl: window.location.origin })))(),
    [makeApi],
  );
  const source = useMemo(() => apiDataSource(api), [api]);
  const [state, setState] = useState<RusticiLoginState>(launch.token ? 'TODO' : 'FAIL');

  useEffect(() => {
    if (!launch.token) return;
    let live = true;
    signInWithCustomToken(api, launch.token).then(
      () => live && setState(signedInState(launch.isNewUser)),
      () => live && setState('FAIL'),
    );
    return () => {
      live = false;
    };
  }, [api, launch]);

  useEffect(() => {
    if (state !== 'SUCCESS_NEW_USER') return;
    const timer = window.setTimeout(() => setState('SUCCESS'), WELCOME_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <div className="rustici-player" data-testid="rustici-player" data-login-state={state}>
      {state === 'TODO' && (
        <p className="rustici-message" role="status">
          {t('elearning.signingIn')}
        </p>
      )}
      {state === 'FAIL' && (
        <div className="rustici-message" role="alert">
          <p className="rustici-message-title">{t('player.noPermission')}</p>
          <p>{t('elearning.noPermissionHint')}</p>
        </div>
      )}
      {state === 'SUCCESS_NEW_USER' && (
        <p className="rustici-message" role="status">
          {t('elearning.welcome')}
        </p>
      )}
      {state === 'SUCCESS' && <PlayerView kind="rustici" source={source} />}
    </div>
  );
}

export default function RusticiRoutePage() {
  return <RusticiPlayerPage />;
}
