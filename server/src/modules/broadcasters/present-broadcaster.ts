// Database rows -> the Broadcaster / LiteBroadcaster JSON of api-shapes §1.2.
import type { Broadcaster, LiteBroadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import type { broadcasters } from '../../db/schema';
import type { UrlBuilder } from '../../http/public-url';
import { albumArtTemplate, artworkPath } from '../artwork/artwork-urls';

export type BroadcasterRow = typeof broadcasters.$inferSelect;

export function presentLiteBroadcaster(row: BroadcasterRow, url: UrlBuilder): LiteBroadcaster {
  const image = url(artworkPath('broadcasters', row.id));
  return {
    type: 'lite_broadcaster',
    broadcasterID: row.id,
    displayName: row.displayName,
    shortName: row.shortName,
    imageURL: image,
    imageURLResizable: image,
    location: row.location,
    soloSite: false,
    soloSiteDisabled: false,
    disabled: row.disabled,
    canWebcast: row.canWebcast,
    albumArtURL: url(albumArtTemplate('broadcasters', row.id)),
    webcastInProgress: false,
    followed: false,
  };
}

export function presentBroadcaster(row: BroadcasterRow, numberOfSermons: number, url: UrlBuilder): Broadcaster {
  return {
    ...presentLiteBroadcaster(row, url),
    type: 'broadcaster',
    idCode: row.idCode,
    serviceTimesArePreformatted: row.serviceTimes === null ? null : row.serviceTimes.includes('\n'),
    serviceTimes: row.serviceTimes,
    denomination: row.denomination,
    address: row.address,
    addressMail: row.addressMail,
    latitude: row.latitude,
    longitude: row.longitude,
    minister: row.minister,
    phone: row.phone,
    listenLineNumber: row.listenLineNumber,
    homePageURL: row.homePageUrl,
    bibleVersion: row.bibleVersion,
    facebookUsername: row.facebookUsername,
    twitterUsername: row.twitterUsername,
    aboutUs: row.aboutUs,
    vacantPulpit: row.vacantPulpit,
    welcomeVideoID: row.welcomeVideoId,
    countryISOCode: row.countryIsoCode,
    country: row.country,
    state: row.state,
    languageCode: row.languageCode,
    rssFeedURL: null,
    rssFeedAtomURL: null,
    bannerImageURL: null,
    donatable: row.donatable,
    churchSize: row.churchSize,
    joined: row.joinedAt,
    numberOfSermons,
    categories: row.categories,
  };
}
