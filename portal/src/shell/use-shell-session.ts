/**
 * The shell's one door to the session (the frame's `useSignedInSession`): every shell screen
 * reads it through here, inside the signed-in layout where the guard has loaded it.
 */
import { useSignedInSession } from '../session/use-session';
import type { SessionActions, SignedInSession } from '../session/types';

export type ShellSession = SignedInSession & SessionActions;

export const useShellSession: () => ShellSession = useSignedInSession;
