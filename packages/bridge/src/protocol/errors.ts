/** Why a bridge call failed; stable, so a host may switch on it. */
export const BridgeErrorCode = {
  /** The widget's document went away (navigation, reload) before it answered. */
  Navigated: 'navigated',
  /** No answer within the call timeout (no widget, or it is not a Stepwise widget). */
  Timeout: 'timeout',
  /** `destroy()` was called. */
  Destroyed: 'destroyed',
  /** The arguments or the answer do not match the protocol's schema. */
  InvalidMessage: 'invalid-message',
  /** The widget speaks another protocol version. */
  Protocol: 'protocol',
  /** The widget's player refused or failed the call. */
  Remote: 'remote',
} as const;
export type BridgeErrorCodeValue = (typeof BridgeErrorCode)[keyof typeof BridgeErrorCode];

export class BridgeError extends Error {
  override readonly name = 'BridgeError';
  constructor(
    readonly code: BridgeErrorCodeValue,
    message: string,
  ) {
    super(message);
  }
}
