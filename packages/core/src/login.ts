/** 000 §4: employee-ID PIN reset status values. */
export const PinResetStatus = {
  Valid: 'valid',
  Pending: 'pending',
  ResetRequired: 'reset-required',
} as const;
export type PinResetStatusValue = (typeof PinResetStatus)[keyof typeof PinResetStatus];

/**
 * What GET /v1/auth/employeeIdPIN/status answers for every employee ID, known or not (issue 14):
 * "go to the PIN step". The real status would tell anyone which IDs exist and which have no PIN
 * yet; choosing a PIN takes a setup code instead (pin-setup-code.ts).
 */
export const PUBLIC_PIN_STATUS = PinResetStatus.Valid;

/** 000 §4 step 2: a PIN user needs a new PIN when there is no reset status or it is reset-required. */
export function pinStatusNeedsNewPin(status: string | null | undefined): boolean {
  return !status || status === PinResetStatus.ResetRequired;
}

/** 000 §4 IP check states. */
export const IpCheckState = {
  TODO: 'TODO',
  CHECKING: 'CHECKING',
  PASSED: 'PASSED',
  NOT_ALLOWED: 'NOT_ALLOWED',
  CONNECT_FAILED: 'CONNECT_FAILED',
} as const;
export type IpCheckStateValue = (typeof IpCheckState)[keyof typeof IpCheckState];

/** 000 §4: an allowed flag gives PASSED or NOT_ALLOWED; a missing one gives CONNECT_FAILED. */
export function ipCheckStateFromResponse(
  resp: { allowed?: boolean } | null | undefined,
): IpCheckStateValue {
  if (typeof resp?.allowed !== 'boolean') return IpCheckState.CONNECT_FAILED;
  return resp.allowed ? IpCheckState.PASSED : IpCheckState.NOT_ALLOWED;
}

/** 002 §4 e-learning (LMS) login states. */
export const ElearningLoginState = {
  TODO: 'TODO',
  FAIL: 'FAIL',
  SUCCESS: 'SUCCESS',
  SUCCESS_NEW_USER: 'SUCCESS_NEW_USER',
} as const;
export type ElearningLoginStateValue =
  (typeof ElearningLoginState)[keyof typeof ElearningLoginState];

export type EmployeeIdSignInStep = 'new-pin' | 'password' | 'disabled' | 'direct';

export interface EmployeeIdSignInInput {
  pinUser: boolean;
  sharedAccount: boolean;
  employeeIdLogin: boolean;
  masterPasswordEnabled: boolean;
  pinStatus: string | null | undefined;
}

/**
 * 000 §4 "Employee ID sign-in", steps 2-4, in the spec's order: shared-account and PIN users
 * reach the password step before the employee-ID-login switch is consulted.
 */
export function employeeIdSignInStep(input: EmployeeIdSignInInput): EmployeeIdSignInStep {
  if (input.pinUser && pinStatusNeedsNewPin(input.pinStatus)) return 'new-pin';
  if (input.sharedAccount || input.pinUser) return 'password';
  if (!input.employeeIdLogin) return 'disabled';
  return input.masterPasswordEnabled ? 'password' : 'direct';
}
