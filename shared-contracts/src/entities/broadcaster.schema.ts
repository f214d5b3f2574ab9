// zod mirror of broadcaster.ts.
import { z } from 'zod';
import type { Broadcaster, LiteBroadcaster } from './broadcaster';
import { epochSecondsSchema } from './iso-date.schema';

const liteShape = {
  broadcasterID: z.string().min(1),
  displayName: z.string(),
  shortName: z.string(),
  imageURL: z.string(),
  imageURLResizable: z.string(),
  location: z.string(),
  soloSite: z.boolean(),
  soloSiteDisabled: z.boolean(),
  disabled: z.boolean(),
  canWebcast: z.boolean(),
  albumArtURL: z.string(),
  webcastInProgress: z.boolean(),
  followed: z.boolean(),
};

export const liteBroadcasterSchema = z.strictObject({
  type: z.literal('lite_broadcaster'),
  ...liteShape,
}) satisfies z.ZodType<LiteBroadcaster>;

export const broadcasterSchema = z.strictObject({
  type: z.literal('broadcaster'),
  ...liteShape,
  idCode: z.string().regex(/^\d+$/),
  serviceTimesArePreformatted: z.boolean().nullable(),
  serviceTimes: z.string().nullable(),
  denomination: z.string().nullable(),
  address: z.string().nullable(),
  addressMail: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  minister: z.string().nullable(),
  phone: z.string().nullable(),
  listenLineNumber: z.string().nullable(),
  homePageURL: z.string().nullable(),
  bibleVersion: z.string().nullable(),
  facebookUsername: z.string().nullable(),
  twitterUsername: z.string().nullable(),
  aboutUs: z.string().nullable(),
  vacantPulpit: z.boolean(),
  welcomeVideoID: z.string().nullable(),
  countryISOCode: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  languageCode: z.string().nullable(),
  rssFeedURL: z.string().nullable(),
  rssFeedAtomURL: z.string().nullable(),
  bannerImageURL: z.string().nullable(),
  donatable: z.boolean(),
  churchSize: z.int().nullable(),
  joined: epochSecondsSchema,
  numberOfSermons: z.int().nonnegative(),
  categories: z.int().nonnegative(),
}) satisfies z.ZodType<Broadcaster>;
