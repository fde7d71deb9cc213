/**
 * The signed-in session as every screen sees it (000 §4 "Session start"): loaded once at
 * sign-in (profile, role, organisation settings, permission settings), access flags derived by
 * core's `accessFlags`, the IP-check state, and the workspace lists of the side menu. Screens
 * read it with `useSession()` (session/use-session.ts) and never fetch these themselves.
 *
 * The session module (session/*) owns loading, refresh, idle auto-logout, consents and logout;
 * the shell (shell/*) only renders from it.
 */
import type {
  AccessFlags,
  FeatureFlags,
  IpCheckStateValue,
  OrganizationSettings,
  PermissionSettings,
  RoleName,
  Theme,
  UserProfile,
} from '@stepwise/core';
import type { WorkspaceGroupWithWorkspaces } from '@stepwise/api';

export interface SignedInSession {
  status: 'signed-in';
  profile: UserProfile;
  role: RoleName;
  /** The organisation's settings document (login settings, features, customised permissions). */
  settings: OrganizationSettings;
  features: FeatureFlags;
  permissionSettings: PermissionSettings | null;
  flags: AccessFlags;
  ipCheck: IpCheckStateValue;
  /** Side-menu lists: every workspace the user may view, grouped (000 §6 "view" level). */
  groups: WorkspaceGroupWithWorkspaces[];
}

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out'; reason?: 'logout' | 'expired' | 'idle' | 'refused' }
  | SignedInSession;

export interface SessionActions {
  /** Re-reads profile, settings and workspace lists (after a change that affects them). */
  reload(): Promise<void>;
  /** Refetches only the workspace lists (favourite toggles, renames, creates). */
  reloadWorkspaces(): Promise<void>;
  /** 000 §4 logout: clears every local key, signs out, returns to `/` and reloads. */
  logout(opts?: { confirmed?: boolean }): Promise<void>;
}

export interface Preferences {
  theme: Theme;
  setTheme(theme: Theme): void;
}
