// broadcasterOverview(broadcasterID): the dashboard overview in one query. The permission checks are the REST
// calls' own: any role of the broadcaster reads the overview (lifetime_stats), the bill needs Biller (next_bill;
// for others the field is null with a FORBIDDEN error beside the rest of the data).
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { OVERVIEW_NOTICE_COUNT, OVERVIEW_RECENT_SERMON_COUNT } from '@sermon/shared-contracts/api/get-broadcaster-overview';
import { forbiddenFor, requireBroadcasterRole } from '../../modules/dashboard-access/broadcaster-access';
import { resolveHighlighted } from '../../modules/dashboard-overview/highlighted-sermons';
import { latestNotices, lifetimeStats, nextBill, overviewSermon, recentSermons } from '../../modules/dashboard-overview/overview-data';
import { artworkPath } from '../../modules/artwork/artwork-urls';
import { urlBuilderFor } from '../../http/public-url';
import { findBroadcaster } from '../../modules/broadcasters/repo';
import { nowSeconds } from '../../modules/sermons/visibility';
import type { GraphQLContext, GraphQLDomain } from '../graphql-context';

const typeDefs = /* GraphQL */ `
  extend type Query {
    "the dashboard overview of one broadcaster (any role of it; site admins for all)"
    broadcasterOverview(broadcasterID: ID!): BroadcasterOverview!
  }

  type BroadcasterOverview {
    broadcaster: DashboardBroadcaster!
    "the caller's roles for the broadcaster (Admin 2, Uploader 3, Biller 4; Admin expanded)"
    roles: [Int!]!
    lifetimeStats: LifetimeStats!
    "the earliest unpaid bill, null when nothing is due; Billers only"
    nextBill: Bill
    "the latest notices, newest first"
    notices(limit: Int = ${OVERVIEW_NOTICE_COUNT}): [BroadcasterNotice!]!
    highlightedSermons: HighlightedSermons!
    "the sermons changed most recently, drafts and scheduled ones included"
    recentSermons(limit: Int = ${OVERVIEW_RECENT_SERMON_COUNT}): [DashboardSermon!]!
  }

  type DashboardBroadcaster {
    broadcasterID: ID!
    displayName: String!
    location: String!
    imageURL: String!
    "joined, epoch seconds"
    joined: Float!
  }

  type LifetimeStats {
    sermons: Int!
    publishedSermons: Int!
    scheduledSermons: Int!
    draftSermons: Int!
    audioPlays: Float!
    videoPlays: Float!
    totalPlays: Float!
    followers: Int!
    comments: Float!
  }

  type Bill {
    billID: Int!
    "YYYY-MM-DD"
    dueDate: String!
    amountCents: Int!
    currency: String!
    description: String!
  }

  type BroadcasterNotice {
    noticeID: Int!
    title: String!
    text: String!
    "epoch seconds"
    createdAt: Float!
  }

  type HighlightedSermons {
    sortOrder: String
    sortTitle: String!
    audioType: String!
    audioTitle: String
    audioSermon: DashboardSermon
  }

  type DashboardSermon {
    sermonID: ID!
    title: String!
    speakerName: String!
    "YYYY-MM-DD"
    preachDate: String!
    "Draft 0, Scheduled 1, Published 2"
    publishState: Int!
    publishTimestamp: Float
    updatedAt: Float!
    hasAudio: Boolean!
    hasVideo: Boolean!
  }
`;

/** Lists never grow past this whatever `limit` asks. */
const MAX_LIST = 50;
const clampLimit = (limit: unknown, fallback: number) =>
  typeof limit === 'number' && Number.isInteger(limit) ? Math.min(Math.max(limit, 0), MAX_LIST) : fallback;

async function broadcasterOverview(args: { broadcasterID: string }, context: GraphQLContext) {
  const { app, request } = context;
  const access = await requireBroadcasterRole(app, request, String(args.broadcasterID), null);
  const id = access.broadcaster.id;
  const now = nowSeconds();
  const row = (await findBroadcaster(app.db, id))!;
  const url = urlBuilderFor(request, app.config.publicBaseUrl);
  // Each field loads only when asked for (graphql-js calls function-valued properties).
  return {
    broadcaster: {
      broadcasterID: row.id,
      displayName: row.displayName,
      location: row.location,
      imageURL: url(artworkPath('broadcasters', row.id)),
      joined: row.joinedAt,
    },
    roles: access.roles,
    lifetimeStats: () => lifetimeStats(app.db, id, now),
    nextBill: () => {
      if (!access.roles.includes(BROADCASTER_ROLES.Biller)) throw forbiddenFor(access.broadcaster.displayName);
      return nextBill(app.db, id);
    },
    notices: (fieldArgs: { limit?: number }) => latestNotices(app.db, id, clampLimit(fieldArgs.limit, OVERVIEW_NOTICE_COUNT)),
    highlightedSermons: async () => {
      const choice = (await resolveHighlighted(app.db, id, now))!;
      const sermon = choice.sermonID ? await overviewSermon(app.db, choice.sermonID, now) : null;
      return {
        sortOrder: choice.sortOrder,
        sortTitle: choice.sortTitle,
        audioType: choice.audioType,
        audioTitle: sermon ? choice.audioTitle : null,
        audioSermon: sermon,
      };
    },
    recentSermons: (fieldArgs: { limit?: number }) => recentSermons(app.db, id, clampLimit(fieldArgs.limit, OVERVIEW_RECENT_SERMON_COUNT), now),
  };
}

export const broadcasterOverviewDomain: GraphQLDomain = {
  typeDefs,
  Query: { broadcasterOverview },
};
