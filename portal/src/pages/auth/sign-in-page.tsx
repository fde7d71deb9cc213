/**
 * The sign-in screen of 000 §2 / §4: (1) email or employee ID -> SSO check or employee-ID
 * route; (2) password or PIN with a greeting and back; (3) forgot / reset; (4) reset success.
 */
import { statusOf, type LocalSession } from '@stepwise/api';
import { pageStorage } from '@stepwise/bridge/storage';
import { classifySignInInput, pinSetupPath, signInFieldErrors } from '@stepwise/core';
import { useLanguage, useT } from '@stepwise/i18n/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LOGGED_OUT_FLAG, readLocalAccount, writeLocalAccount } from '../../session/local-keys';
import { landingAfterSignIn } from '../../session/redirect';
import { session } from '../../session/session';
import { AuthLayout } from './auth-layout';
import { AuthLink, useAuthNavigation } from './auth-navigation';
import { currentClientKey } from './client-key';
import { ConnectionFailedCard } from './connection-failed-card';
import { Modal } from './modal';
import {
  ConnectionFailed,
  employeeRoute,
  greetingName,
  isBlockedKey,
  isConnectionFailure,
  signInAlert,
  signsInWithPassword,
  signsInWithPin,
  ssoRedirectTarget,
  type ConnectionFailedType,
  type SecretKind,
  type SignInAlert,
  type SignInStep,
} from './sign-in-rules';
import type * as signInCallsModule from './sign-in-calls';
import { takeSsoEmailCookie, writeSsoEmailCookie } from './sso-cookie';

type SignInCalls = typeof signInCallsModule;
let callsChunk: Promise<SignInCalls> | null = null;

/**
 * The server calls, fetched once: on the first keystroke (or autofill) in the form, else on submit.
 * A failed fetch (offline) is forgotten, so the connection-failed card's retry fetches again.
 */
function signInCalls(): Promise<SignInCalls> {
  callsChunk ??= import('./sign-in-calls').catch((err: unknown) => {
    callsChunk = null;
    throw err;
  });
  return callsChunk;
}

const prefetchCalls = () => {
  signInCalls().catch(() => undefined);
};

interface Account {
  kind: 'email' | 'employeeId';
  /** The email, or the employee ID / shared account as typed (trimmed). */
  value: string;
  secret: SecretKind;
  shared: boolean;
  clientKey: string | null;
  /**
   * Issue 14: nothing tells an employee ID from a shared account before sign-in any more (the
   * PIN status is the same for every ID). Where the organisation has both, the secret step asks
   * for "PIN or password" and the server signs in whichever account the ID names.
   */
  maybeShared: boolean;
}

const blockSpaces = (e: KeyboardEvent<HTMLInputElement>) => {
  if (isBlockedKey(e.key)) e.preventDefault();
};

export function SignInPage() {
  const t = useT();
  const { language } = useLanguage();
  // The router's, or the first visit's before the router has loaded (auth-navigation.tsx).
  const { navigate, searchParams: params } = useAuthNavigation();
  const [step, setStep] = useState<SignInStep>('identify');
  const [identifier, setIdentifier] = useState(() => takeSsoEmailCookie() ?? '');
  const [touched, setTouched] = useState(false);
  const [secret, setSecret] = useState('');
  const [resetEmail, setResetEmail] = useState('');
  const [account, setAccount] = useState<Account | null>(null);
  const [alert, setAlert] = useState<SignInAlert | null>(null);
  const [connection, setConnection] = useState<ConnectionFailedType>(ConnectionFailed.CLOSE);
  const [busy, setBusy] = useState(false);
  // 000 §2: after a logout a message confirms it (set by the session just before the reload).
  const [loggedOut, setLoggedOut] = useState<string | null>(() =>
    pageStorage('session').getItem(LOGGED_OUT_FLAG),
  );
  const running = useRef(false);
  const retry = useRef<(() => Promise<void>) | null>(null);
  const secretRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    pageStorage('session').removeItem(LOGGED_OUT_FLAG);
  }, []);
  useEffect(() => {
    if (step === 'password') secretRef.current?.focus();
  }, [step]);

  /** 000 §5: a submit while another attempt runs is ignored. */
  const run = async (failure: ConnectionFailedType, action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setAlert(null);
    setConnection(ConnectionFailed.CLOSE);
    retry.current = () => run(failure, action);
    try {
      await action();
    } catch (err) {
      if (isConnectionFailure(err)) setConnection(failure);
      else setAlert(signInAlert(err));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const startSession = async (local: LocalSession | null) => {
    writeLocalAccount(
      local
        ? { account: local.account, isSharedAccount: local.isSharedAccount, email: local.email }
        : null,
    );
    const state = await session.start();
    if (state.status !== 'signed-in') return;
    await navigate(
      landingAfterSignIn({
        redirect: params.get('redirect'),
        sharedAccount: state.profile.shared,
        sharedAccountLogin: state.features.sharedAccountLogin,
      }),
      { replace: true },
    );
  };

  const toPassword = (next: Account) => {
    setAccount(next);
    setSecret('');
    setStep('password');
  };

  // ---- Step 1: email or employee ID -----------------------------------------------------------
  const identifyEmail = async (email: string) => {
    const c = await signInCalls();
    const sso = await c.checkIdp(c.api, email);
    const target = ssoRedirectTarget(sso, window.location.hostname);
    if (target) {
      writeSsoEmailCookie(email, target);
      window.location.assign(`${window.location.protocol}//${target}/`);
      return;
    }
    // 000 §8: an SSO-only domain served here cannot use a password (no identity provider here).
    if (sso?.ssoLoginOnly) {
      setAlert({ key: 'auth.useSsoLogin' });
      return;
    }
    toPassword({
      kind: 'email',
      value: email,
      secret: 'password',
      shared: false,
      clientKey: null,
      maybeShared: false,
    });
  };

  const identifyEmployee = async (id: string) => {
    const clientKey = currentClientKey();
    if (!clientKey) {
      setAlert({ key: 'alert.clientKeyRequired' });
      return;
    }
    const c = await signInCalls();
    let settings;
    try {
      settings = await c.getLoginSettings(c.api, clientKey);
    } catch (err) {
      if (isConnectionFailure(err)) throw err;
      setAlert({ key: 'auth.alertEmployeeIdInvalid' });
      return;
    }
    const remembered = readLocalAccount();
    let shared = Boolean(
      remembered?.isSharedAccount && remembered.account.toLowerCase() === id.toLowerCase(),
    );
    let pinStatus: string | null = null;
    const pinUser = settings.employeeIdPinLogin;
    if (!shared && pinUser) {
      // 000 §4 step 2. The server answers every ID alike (issue 14), so this leads to the PIN
      // step, whose link opens /usernewpin for a first PIN or one an admin reset.
      try {
        pinStatus = await c.getPinStatus(c.api, { employeeId: id, clientKey });
      } catch (err) {
        // Not even the shape of an employee ID: a shared account, if those are on.
        if (statusOf(err) !== 400) throw err;
        if (!settings.sharedAccountLogin) {
          setAlert({ key: 'alert.invalidEmployeeId' });
          return;
        }
        shared = true;
      }
    }
    const maybeShared = !shared && settings.sharedAccountLogin;
    const route = employeeRoute({
      pinUser: pinUser && !shared,
      sharedAccount: shared,
      employeeIdLogin: settings.employeeIdLogin,
      masterPasswordEnabled: settings.employeeIdMPEnabled,
      pinStatus,
    });
    switch (route.kind) {
      case 'new-pin':
        await navigate(pinSetupPath(id, clientKey));
        return;
      case 'disabled':
        setAlert({ key: 'auth.alertDisableDHLogin' });
        return;
      case 'direct':
        await signInDirect(id, clientKey, maybeShared);
        return;
      case 'password':
        toPassword({
          kind: 'employeeId',
          value: id,
          secret: route.secret,
          shared,
          clientKey,
          maybeShared,
        });
    }
  };

  const signInDirect = async (id: string, clientKey: string, maybeShared: boolean) => {
    const c = await signInCalls();
    const account = { kind: 'employeeId', value: id, clientKey } as const;
    try {
      await startSession(await c.signInEmployeeId(c.api, { employeeId: id, clientKey }));
    } catch (err) {
      if (signsInWithPin(err)) {
        toPassword({ ...account, secret: 'pin', shared: false, maybeShared });
        return;
      }
      // Not an employee but a shared account: it signs in with its own password.
      if (signsInWithPassword(err)) {
        toPassword({ ...account, secret: 'password', shared: true, maybeShared: false });
        return;
      }
      throw err;
    }
  };

  const identifierProblems = signInFieldErrors(identifier);
  const identifierError = (touched || identifier !== '') && identifierProblems[0];
  const submitIdentifier = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (identifierProblems.length > 0) return;
    const input = classifySignInInput(identifier);
    void run(ConnectionFailed.INIT_TO_CHECKED_DOMAIN, () =>
      input.kind === 'email' ? identifyEmail(input.email) : identifyEmployee(input.employeeId),
    );
  };

  // ---- Step 2: password, PIN or master password ----------------------------------------------
  const submitSecret = (e: FormEvent) => {
    e.preventDefault();
    if (!account || secret === '') return;
    void run(ConnectionFailed.LOGIN_EMAIL, async () => {
      const c = await signInCalls();
      const clientKey = account.clientKey ?? '';
      if (account.kind === 'email') {
        await c.login(c.api, { email: account.value, password: secret });
        await startSession(null);
      } else if (account.shared) {
        await startSession(
          await c.signInSharedAccount(c.api, {
            account: account.value,
            clientKey,
            password: secret,
          }),
        );
      } else if (account.secret === 'pin') {
        // With shared accounts on, the server also signs in a shared account named by the ID.
        await startSession(
          await c.signInEmployeePin(c.api, {
            employeeId: account.value,
            clientKey,
            password: secret,
          }),
        );
      } else {
        await startSession(
          await c.signInEmployeeId(c.api, {
            employeeId: account.value,
            clientKey,
            employeeIdMP: secret,
          }),
        );
      }
    });
  };

  const back = () => {
    setStep('identify');
    setSecret('');
    setAlert(null);
    setConnection(ConnectionFailed.CLOSE);
  };

  // ---- Step 3 and 4: forgot / reset, reset success --------------------------------------------
  const openReset = () => {
    setResetEmail(account?.kind === 'email' ? account.value : '');
    setAlert(null);
    setConnection(ConnectionFailed.CLOSE);
    setStep('reset');
  };
  const resetProblems = signInFieldErrors(resetEmail, { emailOnly: true });
  const submitReset = (e: FormEvent) => {
    e.preventDefault();
    if (account?.kind === 'employeeId') {
      void run(ConnectionFailed.LOGIN_EMAIL, async () => {
        const c = await signInCalls();
        try {
          await c.forgotPin(c.api, {
            employeeId: account.value,
            clientKey: account.clientKey ?? '',
          });
        } catch (err) {
          if (isConnectionFailure(err)) throw err;
          setAlert({ key: 'auth.alertResetFailed' });
          return;
        }
        setStep('reset-success');
      });
      return;
    }
    if (resetProblems.length > 0) return;
    void run(ConnectionFailed.LOGIN_EMAIL, async () => {
      const c = await signInCalls();
      try {
        await c.forgotPassword(c.api, {
          email: resetEmail.trim(),
          baseUrl: window.location.origin,
          languageCode: language,
        });
      } catch (err) {
        if (isConnectionFailure(err)) throw err;
        setAlert({ key: 'auth.alertResetFailed' });
        return;
      }
      setStep('reset-success');
    });
  };

  const pinAccount = account?.kind === 'employeeId';
  const secretLabel =
    account?.secret === 'pin'
      ? account.maybeShared
        ? t('pinSetup.pinOrPassword')
        : t('auth.pin')
      : account?.secret === 'master-password' && !account.maybeShared
        ? t('auth.masterPassword')
        : t('auth.password');

  return (
    <AuthLayout>
      {params.get('expired') && (
        <p className="notice" role="status" data-testid="session-expired-notice">
          {t('auth.sessionExpired')}
        </p>
      )}
      <ConnectionFailedCard
        type={connection}
        onRetry={() => void retry.current?.()}
        onClose={() => setConnection(ConnectionFailed.CLOSE)}
      />
      <section className="auth-card" data-testid="sign-in" data-step={step}>
        {step === 'identify' && (
          <form
            onSubmit={submitIdentifier}
            onInput={prefetchCalls}
            noValidate
            aria-labelledby="sign-in-title"
          >
            <h1 id="sign-in-title">{t('auth.signInTitle')}</h1>
            <label htmlFor="sign-in-identifier">{t('auth.emailOrId')}</label>
            <input
              id="sign-in-identifier"
              data-testid="sign-in-identifier"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              value={identifier}
              aria-invalid={Boolean(identifierError)}
              aria-describedby={identifierError ? 'sign-in-identifier-error' : undefined}
              onKeyDown={blockSpaces}
              onChange={(e) => setIdentifier(e.target.value)}
              autoFocus
            />
            {identifierError && (
              <p
                className="field-error"
                id="sign-in-identifier-error"
                data-testid="sign-in-identifier-error"
              >
                {t(identifierError)}
              </p>
            )}
            <button
              type="submit"
              data-testid="sign-in-next"
              disabled={busy || identifierProblems.length > 0}
            >
              {busy ? t('auth.checking') : t('auth.next')}
            </button>
          </form>
        )}
        {step === 'password' && account && (
          <form onSubmit={submitSecret} noValidate aria-labelledby="sign-in-greeting">
            <h1 id="sign-in-greeting" data-testid="sign-in-greeting">
              {t('auth.greeting', { name: greetingName(account.value) })}
            </h1>
            <p className="muted" data-testid="sign-in-account">
              {account.value}
            </p>
            <label htmlFor="sign-in-secret">{secretLabel}</label>
            <input
              id="sign-in-secret"
              ref={secretRef}
              data-testid="sign-in-secret"
              type="password"
              autoComplete="current-password"
              maxLength={200}
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
            />
            <div className="auth-actions">
              <button type="button" className="secondary" data-testid="sign-in-back" onClick={back}>
                {t('auth.back')}
              </button>
              <button type="submit" data-testid="sign-in-submit" disabled={busy || secret === ''}>
                {busy ? t('auth.signingIn') : t('auth.signIn')}
              </button>
            </div>
            {!account.shared && account.secret !== 'master-password' && (
              <button
                type="button"
                className="link-button"
                data-testid="sign-in-forgot"
                onClick={openReset}
              >
                {pinAccount ? t('auth.forgotPin') : t('auth.forgotPassword')}
              </button>
            )}
            {account.secret === 'pin' && account.clientKey && (
              <AuthLink
                className="link-button"
                to={pinSetupPath(account.value, account.clientKey)}
                data-testid="sign-in-set-pin"
              >
                {t('pinSetup.signInLink')}
              </AuthLink>
            )}
          </form>
        )}
        {step === 'reset' && (
          <form onSubmit={submitReset} noValidate aria-labelledby="reset-title">
            <h1 id="reset-title">{pinAccount ? t('auth.forgotPinTitle') : t('auth.resetTitle')}</h1>
            {pinAccount ? (
              <p data-testid="reset-pin-admin-text">{t('auth.pinResetByAdmin')}</p>
            ) : (
              <>
                <p>{t('auth.resetIntro')}</p>
                <label htmlFor="reset-email">{t('auth.email')}</label>
                <input
                  id="reset-email"
                  data-testid="reset-email"
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  value={resetEmail}
                  onKeyDown={blockSpaces}
                  onChange={(e) => setResetEmail(e.target.value)}
                />
                {resetEmail !== '' && resetProblems[0] && (
                  <p className="field-error" data-testid="reset-email-error">
                    {t(resetProblems[0])}
                  </p>
                )}
              </>
            )}
            <div className="auth-actions">
              <button
                type="button"
                className="secondary"
                data-testid="reset-back"
                onClick={() => setStep(account ? 'password' : 'identify')}
              >
                {t('auth.back')}
              </button>
              <button
                type="submit"
                data-testid="reset-submit"
                disabled={busy || (!pinAccount && resetProblems.length > 0)}
              >
                {pinAccount ? t('auth.requestPinReset') : t('auth.sendResetLink')}
              </button>
            </div>
          </form>
        )}
        {step === 'reset-success' && (
          <div aria-labelledby="reset-success-title" data-testid="reset-success">
            <h1 id="reset-success-title">
              {pinAccount ? t('auth.pinRequestSentTitle') : t('auth.resetSuccessTitle')}
            </h1>
            <p>
              {pinAccount
                ? t('auth.pinRequestSent')
                : t('auth.resetSuccess', { email: resetEmail.trim() })}
            </p>
            <button type="button" data-testid="reset-success-back" onClick={back}>
              {t('auth.backToSignIn')}
            </button>
          </div>
        )}
        {alert && (
          <p className="form-error" role="alert" data-testid="sign-in-alert" data-key={alert.key}>
            {t(alert.key, alert.params)}
          </p>
        )}
      </section>
      {loggedOut && (
        <Modal
          labelledBy="logged-out-title"
          testId="logged-out-dialog"
          role="alertdialog"
          onClose={() => setLoggedOut(null)}
        >
          <h2 id="logged-out-title">{t('auth.loggedOutTitle')}</h2>
          <p>{loggedOut === 'idle' ? t('session.idleLoggedOut') : t('auth.loggedOutMessage')}</p>
          <div className="auth-actions">
            <button
              type="button"
              data-testid="logged-out-ok"
              onClick={() => setLoggedOut(null)}
              autoFocus
            >
              {t('auth.ok')}
            </button>
          </div>
        </Modal>
      )}
    </AuthLayout>
  );
}
