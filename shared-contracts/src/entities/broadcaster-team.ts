// The team of a broadcaster (dashboard managers page): managers with their permissions, and pending invitations.
import type { BroadcasterRole } from '../constants/accounts';

export interface BroadcasterManager {
  userID: number;
  username: string;
  /** falls back to the username */
  displayName: string;
  email: string;
  /** stored permissions: [2] for an Admin (who holds all), else a subset of [3, 4] */
  roles: BroadcasterRole[];
  /** epoch seconds of the earliest grant */
  grantedAt: number;
}

export interface BroadcasterManagerList {
  results: BroadcasterManager[];
  totalCount: number;
}

export interface UserInvite {
  inviteID: number;
  broadcasterID: string;
  email: string;
  roles: BroadcasterRole[];
  /** epoch seconds */
  createdAt: number;
  lastSentAt: number;
  /** whether an account with this address exists yet (the invitee must sign up first when not) */
  accountExists: boolean;
}

export interface UserInviteList {
  results: UserInvite[];
  totalCount: number;
}

/** What the invitee sees before accepting (GET site/invites/{token}). */
export interface InvitePreview {
  broadcasterID: string;
  broadcasterName: string;
  email: string;
  roles: BroadcasterRole[];
  accountExists: boolean;
}

export interface AcceptedInvite {
  broadcasterID: string;
  roles: BroadcasterRole[];
}
