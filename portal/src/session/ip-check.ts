/**
 * The IP check of 000 §4: TODO -> CHECKING -> PASSED | NOT_ALLOWED | CONNECT_FAILED; an
 * exception resets to TODO; skipped when not logged in.
 */
import { IpCheckState, ipCheckStateFromResponse, type IpCheckStateValue } from '@stepwise/core';

export async function runIpCheck(
  signedIn: boolean,
  check: () => Promise<{ allowed?: boolean } | null>,
  set: (state: IpCheckStateValue) => void,
): Promise<IpCheckStateValue> {
  if (!signedIn) {
    set(IpCheckState.TODO);
    return IpCheckState.TODO;
  }
  set(IpCheckState.CHECKING);
  try {
    const state = ipCheckStateFromResponse(await check());
    set(state);
    return state;
  } catch {
    set(IpCheckState.TODO);
    return IpCheckState.TODO;
  }
}
