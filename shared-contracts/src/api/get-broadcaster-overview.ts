// The dashboard overview's one GraphQL read (POST /graphql, auth as REST): broadcaster, lifetime stats, next bill,
// latest notices, highlighted sermons and recent sermons (drafts included) in a single round trip.
// The server's schema lives in server/src/graphql/; this document and its result type are what clients use.
import type { LifetimeStats } from './get-lifetime-stats';
import type { NextBill } from './get-next-bill';

export const BROADCASTER_OVERVIEW_QUERY = /* GraphQL */ `
  query BroadcasterOverview($broadcasterID: ID!) {
    broadcasterOverview(broadcasterID: $broadcasterID) {
      broadcaster {
        broadcasterID
        displayName
        location
        imageURL
        joined
      }
      roles
      lifetimeStats {
        sermons
        publishedSermons
        scheduledSermons
        draftSermons
        audioPlays
        videoPlays
        totalPlays
        followers
        comments
      }
      nextBill {
        billID
        dueDate
        amountCents
        currency
        description
      }
      notices {
        noticeID
        title
        text
        createdAt
      }
      highlightedSermons {
        sortOrder
        sortTitle
        audioType
        audioTitle
        audioSermon {
          ...OverviewSermon
        }
      }
      recentSermons {
        ...OverviewSermon
      }
    }
  }

  fragment OverviewSermon on DashboardSermon {
    sermonID
    title
    speakerName
    preachDate
    publishState
    publishTimestamp
    updatedAt
    hasAudio
    hasVideo
  }
`;

export interface OverviewSermon {
  sermonID: string;
  title: string;
  speakerName: string;
  /** YYYY-MM-DD */
  preachDate: string;
  /** Draft 0, Scheduled 1, Published 2 */
  publishState: 0 | 1 | 2;
  publishTimestamp: number | null;
  updatedAt: number;
  hasAudio: boolean;
  hasVideo: boolean;
}

export interface BroadcasterOverview {
  broadcaster: { broadcasterID: string; displayName: string; location: string; imageURL: string; joined: number };
  /** the caller's roles for the broadcaster (Admin expanded) */
  roles: number[];
  /** the REST lifetime_stats answer without the broadcasterID (the overview names it once, above) */
  lifetimeStats: Omit<LifetimeStats, 'broadcasterID'>;
  /** null when nothing is due; null with a FORBIDDEN error for callers who are not Billers */
  nextBill: NextBill | null;
  notices: Array<{ noticeID: number; title: string; text: string; createdAt: number }>;
  highlightedSermons: {
    sortOrder: string | null;
    sortTitle: string;
    audioType: string;
    audioTitle: string | null;
    audioSermon: OverviewSermon | null;
  };
  recentSermons: OverviewSermon[];
}

export interface BroadcasterOverviewResult {
  broadcasterOverview: BroadcasterOverview;
}

/** How many notices and recent sermons the overview shows. */
export const OVERVIEW_NOTICE_COUNT = 5;
export const OVERVIEW_RECENT_SERMON_COUNT = 5;
