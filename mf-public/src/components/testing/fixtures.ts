// Test-only entities shaped like the API's (every key present), with overrides per test.
import type { LiteBroadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';

export function speakerFixture(overrides: Partial<Speaker> = {}): Speaker {
  return {
    type: 'speaker',
    speakerID: 7,
    displayName: 'Charles Spurgeon',
    sortName: 'Spurgeon, Charles',
    bio: 'Preacher at the Metropolitan Tabernacle, London.',
    portraitURL: '/media/images/speakers/7.jpg',
    portraitURLResizable: '/media/images/speakers/7.jpg',
    roundedThumbnailImageURL: '/media/images/speakers/7.jpg',
    roundedThumbnailImageURLResizable: '/media/images/speakers/7.jpg',
    albumArtURL: '/media/images/speakers/{size}/{size}/7.jpg',
    mostRecentPreachDate: '1891-06-07',
    sermonCount: 3,
    followed: false,
    ...overrides,
  };
}

export function broadcasterFixture(overrides: Partial<LiteBroadcaster> = {}): LiteBroadcaster {
  return {
    type: 'lite_broadcaster',
    broadcasterID: 'tabernacle',
    displayName: 'Metropolitan Tabernacle',
    shortName: 'Tabernacle',
    imageURL: '/media/images/broadcasters/tabernacle.jpg',
    imageURLResizable: '/media/images/broadcasters/tabernacle.jpg',
    location: 'London, England',
    soloSite: false,
    soloSiteDisabled: false,
    disabled: false,
    canWebcast: false,
    albumArtURL: '/media/images/broadcasters/{size}/{size}/tabernacle.jpg',
    webcastInProgress: false,
    followed: false,
    ...overrides,
  };
}

export function sermonFixture(overrides: Partial<Sermon> = {}): Sermon {
  return {
    type: 'sermon',
    sermonID: '1001',
    broadcaster: broadcasterFixture(),
    speaker: speakerFixture(),
    fullTitle: 'The Blood of the Covenant',
    displayTitle: 'Blood of the Covenant',
    subtitle: null,
    series: null,
    preachDate: '1888-03-10',
    pickDate: null,
    lastFeatureDate: null,
    publishTimestamp: 1700000000,
    publishDate: null,
    updateDate: 1700000000,
    languageCode: 'en',
    languageCode3: 'eng',
    bibleText: 'Hebrews 13:20-21',
    moreInfoText: null,
    eventType: 'Sunday - AM',
    displayEventType: 'Sunday - AM',
    downloadCount: 1200,
    videoDownloadCount: 34,
    documentDownloadCount: 0,
    externalLink: null,
    keywords: 'covenant blood',
    media: { type: 'media_set', audio: [], video: [], text: [], caption: [] },
    archivedWebcastID: null,
    hasAudio: true,
    hasVideo: false,
    hasPDF: false,
    audioDurationSeconds: 2400,
    videoDurationSeconds: null,
    commentCount: 0,
    followed: false,
    waveformPeaksURL: null,
    captionLanguages: { alpha_2: [], alpha_3: [] },
    videoPreviewURL: null,
    transcript: null,
    videoThumbnail: null,
    thumbnailImageURL: null,
    lastAudioAccessTimestamp: null,
    lastVideoAccessTimestamp: null,
    ...overrides,
  };
}

/** n sermons with distinct ids and titles, starting at `from`. */
export function sermonsFixture(count: number, from = 1): Sermon[] {
  return Array.from({ length: count }, (_, i) =>
    sermonFixture({ sermonID: String(1000 + from + i), fullTitle: `Sermon number ${from + i}` }),
  );
}

export function nodeList<T>(results: T[], { totalCount = results.length, next = null }: { totalCount?: number | null; next?: string | null } = {}): NodeList<T> {
  return { nodeType: 'test_list', nodeDisplayName: 'Test list', results, totalCount, next };
}
