/**
 * The shell's gating rules of 000 §6, as pure functions of the session: which side-menu items,
 * create options, header buttons and footer button a user sees. The shell only renders what
 * these return, so the rules are tested here once, per rule and per demo role.
 */
import {
  assistantEntry,
  canCreateContent,
  IpCheckState,
  type AccessFlags,
  type AssistantEntry,
  type FeatureFlags,
  type IpCheckStateValue,
  type RoleName,
} from '@stepwise/core';

export interface GateInput {
  role: RoleName;
  flags: AccessFlags;
  features: FeatureFlags;
  ipCheck: IpCheckStateValue;
}

export const SIDE_ITEMS = [
  'home',
  'ownedByMe',
  'skills',
  'tasks',
  'governance',
  'analytics',
  'dataHub',
  'admin',
] as const;
export type SideItem = (typeof SIDE_ITEMS)[number];

export const CREATE_ITEMS = [
  'uploadVideo',
  'recordScreen',
  'createSmartInstruction',
  'zoomImport',
  'createSkill',
  'createTask',
] as const;
export type CreateItem = (typeof CREATE_ITEMS)[number];

const ipPassed = (input: GateInput) => input.ipCheck === IpCheckState.PASSED;

/**
 * 000 §6 "Side items": Home needs IP passed; Owned by me and Data Hub a create role plus IP pass
 * (Data Hub also its feature); Skills, Tasks, Governance IP pass, the feature and the access
 * flag; Analytics and Admin their access flags only (an org admin reaches admin pages even when
 * the IP check failed, 000 §2).
 */
export function sideMenuItems(input: GateInput): SideItem[] {
  const { flags, features } = input;
  const ip = ipPassed(input);
  const creator = canCreateContent(input.role);
  const shown: Record<SideItem, boolean> = {
    home: ip,
    ownedByMe: creator && ip,
    skills: ip && features.skills && flags.skills,
    tasks: ip && features.tasks && flags.tasks,
    governance: ip && features.governance && flags.governance,
    analytics: flags.analytics,
    dataHub: creator && ip && features.dataHub,
    admin: flags.admin,
  };
  return SIDE_ITEMS.filter((item) => shown[item]);
}

/**
 * 000 §6 "Create menu": nothing for viewers; upload, record and smart instruction need a create
 * role; Zoom import also the Zoom feature; create skill the skills feature and skills access;
 * create task the task feature and tasks access.
 */
export function createMenuItems(input: GateInput): CreateItem[] {
  if (!canCreateContent(input.role)) return [];
  const { flags, features } = input;
  const shown: Record<CreateItem, boolean> = {
    uploadVideo: true,
    recordScreen: true,
    createSmartInstruction: true,
    zoomImport: features.zoomIntegration,
    createSkill: features.skills && flags.skills,
    createTask: features.tasks && flags.tasks,
  };
  return CREATE_ITEMS.filter((item) => shown[item]);
}

/**
 * 000 §6: the invite-user button is hidden for viewers and publishers, on the admin users page
 * and when the invite feature is off; 000 §2: not on mobile.
 */
export function showInviteButton(
  input: Pick<GateInput, 'role' | 'features'>,
  where: { pathname: string; mobile: boolean },
): boolean {
  if (input.role === 'viewer' || input.role === 'publisher') return false;
  if (!input.features.invite || where.mobile) return false;
  return where.pathname.replace(/\/+$/, '').toLowerCase() !== '/admin/users';
}

/** 000 §6: Smart Assist or Ask Maven, only when enabled (Smart Assist first). */
export function assistantButton(features: FeatureFlags): AssistantEntry | null {
  return assistantEntry(features);
}

/** 000 §6: admins, workspace admins and publishers get an admin marker on the page body. */
export function hasAdminMarker(role: RoleName): boolean {
  return role !== 'viewer';
}
