/** Account screens end signed in (002 §2-§4): start the session, then land where it says. */
import type { LocalSession } from '@stepwise/api';
import { writeLocalAccount } from '../../session/local-keys';
import { landingAfterSignIn } from '../../session/redirect';
import { session } from '../../session/session';

export async function finishSignIn(
  navigate: (to: string, opts?: { replace?: boolean }) => void | Promise<void>,
  local: LocalSession | null,
): Promise<void> {
  writeLocalAccount(
    local
      ? { account: local.account, isSharedAccount: local.isSharedAccount, email: local.email }
      : null,
  );
  const state = await session.start();
  if (state.status !== 'signed-in') return;
  await navigate(
    landingAfterSignIn({
      redirect: null,
      sharedAccount: state.profile.shared,
      sharedAccountLogin: state.features.sharedAccountLogin,
    }),
    { replace: true },
  );
}
