// The signed-in user and what belongs to them: tokens, follows, history, comments, feed (spec doc 1 §3 "User").
import type { BroadcasterRole, CommentSort, FollowTargetType, SiteRole } from '../constants/accounts';
import type { Sermon } from './sermon';
import type { BroadcasterNotice } from './notice';
import type { Article } from './article';

export type { BroadcasterRole, CommentSort, FollowTargetType, SiteRole };

export interface BroadcasterRoleGrant {
  broadcasterID: string;
  broadcasterRoleID: BroadcasterRole;
}

/** The account as its owner (and site admins) see it. Keys are snake_case as the spec lists them. */
export interface User {
  type: 'user';
  user_id: number;
  username: string;
  email: string;
  /** falls back to the username */
  display_name: string;
  display_location: string | null;
  /** absolute URL of the 400x400 JPEG, or null */
  profile_picture: string | null;
  church_leader: boolean;
  gender: 'male' | 'female' | null;
  newsletter_opt_in: boolean;
  birth_year: number | null;
  notify_email: boolean;
  notify_mobile: boolean;
  my_church_broadcaster_id: string | null;
  /** the same value as my_church_broadcaster_id, under the name the web app reads */
  myChurchBroadcasterID: string | null;
  /** epoch seconds */
  date_added: number;
  last_login: number | null;
  disabled: boolean;
  verified: boolean;
  /** site roles (flags) */
  roles: SiteRole[];
  broadcasterRoles: BroadcasterRoleGrant[];
  /** JSON text of WebPreferences, sanitized */
  web_preferences: string;
  /** holds the site Admin role */
  admin: boolean;
  /** broadcasters the user holds any role for */
  broadcasterIds: string[];
  /** broadcasters the user is Admin of */
  broadcasterAdminIds: string[];
}

/** What other users may see of an account. */
export interface PublicUser {
  user_id: number;
  username: string;
  display_name: string;
  profile_picture: string | null;
}

export interface LoginTokens {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  /** seconds: 900 */
  expires_in: number;
  /** seconds: 31536000 */
  refresh_expires_in: number;
}

/** Message keys a user has dismissed (web preferences `shown`). */
export const DISMISSIBLE_MESSAGES = ['welcome', 'legacy', 'learnSermonEditor', 'learnSeriesEditor', 'learnWebcastManager'] as const;
export type DismissibleMessage = (typeof DISMISSIBLE_MESSAGES)[number];

export interface WebPreferences {
  /** timestamp of the last change, epoch ms */
  t?: number;
  shown?: DismissibleMessage[];
  multiviewId?: string;
  multiviewIds?: string[];
  showDesktopNav: boolean;
  showTranscripts: boolean;
}

export interface FollowStatus {
  /** ids compare as strings */
  id: string;
  type: FollowTargetType;
  followed: boolean;
}

export interface HistoryEntry {
  sermonID: string;
  /** seconds into the sermon */
  play_position: number;
  /** epoch seconds of the last save */
  updated: number;
  sermon: Sermon;
}

export interface Comment {
  commentID: number;
  sermonID: string;
  user: PublicUser;
  text: string;
  /** epoch seconds */
  created: number;
  /** present on the user's and the legacy lists */
  sermon?: Sermon;
}

export type FeedItemType = 'sermon' | 'article' | 'broadcaster_notice' | 'webcast';

export interface FeedItem {
  type: FeedItemType;
  id: string;
  /** epoch seconds */
  timestamp: number;
  sermon?: Sermon;
  /** the notice of a broadcaster_notice item (issue 5) */
  notice?: BroadcasterNotice;
  /** the article of an article item (issue 5) */
  article?: Article;
}

/** What a TV receives when it asks to be signed in by code. */
export interface DeviceCode {
  device_code: string;
  /** shown on the TV, e.g. 'ABCD-EFGH' */
  user_code: string;
  verification_uri: string;
  expires_in: number;
  interval: number;
}
