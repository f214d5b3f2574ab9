// zod mirror of user.ts (the server checks its replies against these in tests).
import { z } from 'zod';
import { BROADCASTER_ROLES, FOLLOW_TARGET_TYPES, SITE_ROLES } from '../constants/accounts';
import type { Comment, DeviceCode, FeedItem, FollowStatus, HistoryEntry, LoginTokens, PublicUser, User } from './user';
import { epochSecondsSchema } from './iso-date.schema';
import { sermonSchema } from './sermon.schema';
import { broadcasterNoticeSchema } from './notice.schema';
import { articleSchema } from './article.schema';

const siteRoleSchema = z.union([z.literal(SITE_ROLES.Translate), z.literal(SITE_ROLES.Admin), z.literal(SITE_ROLES.VideoWall)]);
const broadcasterRoleSchema = z.union([
  z.literal(BROADCASTER_ROLES.Admin),
  z.literal(BROADCASTER_ROLES.Uploader),
  z.literal(BROADCASTER_ROLES.Biller),
]);

export const userSchema = z.strictObject({
  type: z.literal('user'),
  user_id: z.int().positive(),
  username: z.string().min(1),
  email: z.string(),
  display_name: z.string().min(1),
  display_location: z.string().nullable(),
  profile_picture: z.string().nullable(),
  church_leader: z.boolean(),
  gender: z.enum(['male', 'female']).nullable(),
  newsletter_opt_in: z.boolean(),
  birth_year: z.int().nullable(),
  notify_email: z.boolean(),
  notify_mobile: z.boolean(),
  my_church_broadcaster_id: z.string().nullable(),
  myChurchBroadcasterID: z.string().nullable(),
  date_added: epochSecondsSchema,
  last_login: epochSecondsSchema.nullable(),
  disabled: z.boolean(),
  verified: z.boolean(),
  roles: z.array(siteRoleSchema),
  broadcasterRoles: z.array(z.strictObject({ broadcasterID: z.string(), broadcasterRoleID: broadcasterRoleSchema })),
  web_preferences: z.string(),
  admin: z.boolean(),
  broadcasterIds: z.array(z.string()),
  broadcasterAdminIds: z.array(z.string()),
}) satisfies z.ZodType<User>;

export const publicUserSchema = z.strictObject({
  user_id: z.int().positive(),
  username: z.string(),
  display_name: z.string(),
  profile_picture: z.string().nullable(),
}) satisfies z.ZodType<PublicUser>;

export const loginTokensSchema = z.strictObject({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: z.int().positive(),
  refresh_expires_in: z.int().positive(),
}) satisfies z.ZodType<LoginTokens>;

export const followStatusSchema = z.strictObject({
  id: z.string(),
  type: z.enum(FOLLOW_TARGET_TYPES),
  followed: z.boolean(),
}) satisfies z.ZodType<FollowStatus>;

export const historyEntrySchema = z.strictObject({
  sermonID: z.string(),
  play_position: z.number().nonnegative(),
  updated: epochSecondsSchema,
  sermon: sermonSchema,
}) satisfies z.ZodType<HistoryEntry>;

export const commentSchema = z.strictObject({
  commentID: z.int().positive(),
  sermonID: z.string(),
  user: publicUserSchema,
  text: z.string(),
  created: epochSecondsSchema,
  sermon: sermonSchema.optional(),
}) satisfies z.ZodType<Comment>;

export const feedItemSchema = z.strictObject({
  type: z.enum(['sermon', 'article', 'broadcaster_notice', 'webcast']),
  id: z.string(),
  timestamp: epochSecondsSchema,
  sermon: sermonSchema.optional(),
  notice: broadcasterNoticeSchema.optional(),
  article: articleSchema.optional(),
}) satisfies z.ZodType<FeedItem>;

export const deviceCodeSchema = z.strictObject({
  device_code: z.string(),
  user_code: z.string().regex(/^[A-Z]{4}-[A-Z]{4}$/),
  verification_uri: z.string(),
  expires_in: z.int().positive(),
  interval: z.int().positive(),
}) satisfies z.ZodType<DeviceCode>;
