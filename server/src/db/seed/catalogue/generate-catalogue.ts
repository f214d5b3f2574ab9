// Builds the demo catalogue that `npm start` loads into an empty database: broadcasters, speakers,
// series and 1,000 sermons with believable metadata. Deterministic: the same seed (and reference
// time) always gives the same catalogue, so screenshots, tests and bug reports line up.
import { DEMO_MEDIA_SPECS } from '../../../media/demo-media/demo-media-keys';
import { findBibleBook } from '@sermon/shared-contracts/constants/bible-books';
import { parseBibleText } from '@sermon/shared-contracts/rules/bible-reference';
import { BROADCASTER_SEEDS, CATEGORY, type BroadcasterSeed } from './broadcasters';
import { DAY, HOUR, dateToEpoch, onOrAfter, onOrBefore, startOfDay, toDateString, toLongDate, yearOf } from './calendar';
import { DEMO_MEDIA_SERIES, DEMO_MEDIA_SERMONS, translationGroupOf } from './demo-media-sermons';
import { toDisplayTitle } from './display-title';
import { OCCASION_TITLES } from './event-titles';
import { EVENT_TYPES, EVENT_WEEKDAYS, type EventType } from './event-types';
import { HISTORICAL_SERMONS } from './historical-sermons';
import { keywordsFor } from './keywords';
import { CATALOGUE_LANGUAGES, type CatalogueLanguage } from './languages';
import { PASSAGE_TITLES, type TitledPassage } from './passage-titles';
import { createRandom, type Random } from './random';
import { SERIES_SEEDS, type SeriesSeed } from './series';
import { SPEAKER_SEEDS, UNKNOWN_SPEAKER, VARIOUS_SPEAKERS, type SpeakerSeed } from './speakers';
import type { DemoBroadcaster, DemoCatalogue, DemoSeries, DemoSermon, DemoSpeaker } from './types';

export const DEFAULT_CATALOGUE_SEED = 1689;
/**
 * The moment the catalogue is generated "at" unless the caller passes `now`: Friday 20 November 2026,
 * 15:00 UTC. Fixed so the default catalogue is identical everywhere; the seed step may pass the real
 * time instead so that the newest sermons are always from last Sunday.
 */
export const CATALOGUE_REFERENCE_TIME = new Date(Date.UTC(2026, 10, 20, 15, 0, 0));
export const CATALOGUE_SERMON_COUNT = 1000;

const DRAFT_COUNT = 8;
const SCHEDULED_COUNT = 6;
/** About 5 % of sermons are staff picks. */
const STAFF_PICK_SHARE = 0.05;

export interface GenerateCatalogueOptions {
  now?: Date;
}

/** Dates every part of the catalogue is placed against. */
interface Clock {
  now: number;
  /** Midnight of the last Sunday before today: the demo recordings are "from last Sunday". */
  lastSunday: number;
  /** Other sermons were preached at least a week before that... */
  preachCutoff: number;
  /** ...and published before the demo recordings, so those are the newest on the home page. */
  publishCutoff: number;
}

type SermonKind = 'series' | 'historical' | 'media' | 'standalone';

/** A sermon before ids, counts and derived text are filled in. */
interface SermonDraft {
  kind: SermonKind;
  broadcaster: DemoBroadcaster;
  speaker: SpeakerRecord;
  /** seed is absent for the demo recordings' series, which is not generated from a SeriesSeed. */
  series: { id: number; title: string; seed?: SeriesSeed; index: number } | null;
  title: string;
  bibleText: string | null;
  eventType: EventType;
  languageCode: CatalogueLanguage;
  preachDay: number;
  state: 'published' | 'draft' | 'scheduled';
  mediaKey: string | null;
  staffPick: boolean;
}

interface SpeakerRecord {
  seed: SpeakerSeed;
  speaker: DemoSpeaker;
}

export function generateCatalogue(seed: number = DEFAULT_CATALOGUE_SEED, options: GenerateCatalogueOptions = {}): DemoCatalogue {
  const random = createRandom(seed);
  const clock = makeClock(Math.floor((options.now ?? CATALOGUE_REFERENCE_TIME).getTime() / 1000));

  const broadcasters = buildBroadcasters(random.fork('broadcasters'));
  const broadcasterById = new Map(broadcasters.map((b) => [b.broadcasterID, b]));
  const speakers = buildSpeakers(random.fork('speakers'));
  const speakerByName = new Map(speakers.map((s) => [s.speaker.displayName, s]));
  const lookup = {
    broadcaster: (id: string) => broadcasterById.get(id) ?? fail(`unknown broadcaster ${id}`),
    speaker: (name: string) => speakerByName.get(name) ?? fail(`unknown speaker ${name}`),
  };

  const { series, drafts: seriesSermons } = buildSeries(random.fork('series'), clock, lookup);
  const historical = buildHistoricalSermons(random.fork('historical'), lookup);
  const media = buildMediaSermons(clock, lookup);
  series.push(demoMediaSeries());
  const planned = seriesSermons.length + historical.length + media.length;
  const standalone = buildStandaloneSermons(
    random.fork('standalone'),
    clock,
    broadcasters,
    speakers,
    CATALOGUE_SERMON_COUNT - planned,
    [...seriesSermons, ...historical, ...media],
  );

  giveEverySpeakerASermon(standalone, speakers, [...seriesSermons, ...historical, ...media]);
  const drafts = [...seriesSermons, ...historical, ...standalone, ...media];
  const sermons = finishSermons(random.fork('finish'), clock, drafts);
  return { broadcasters, speakers: speakers.map((s) => s.speaker), series, sermons };
}

function makeClock(now: number): Clock {
  const today = startOfDay(now);
  const lastSunday = onOrBefore(today - DAY, [0]);
  return { now, lastSunday, preachCutoff: lastSunday - 7 * DAY, publishCutoff: lastSunday - 5 * DAY };
}

// ---------------------------------------------------------------------------------------------
// Broadcasters and speakers

function buildBroadcasters(random: Random): DemoBroadcaster[] {
  return BROADCASTER_SEEDS.map((seed, index) => {
    // joinedOn and activity only steer the generator; they are not broadcaster fields.
    const { joinedOn, activity, ...fields } = seed;
    void activity;
    return {
      ...fields,
      // Five-digit codes like the real ones, increasing with the order of joining the list.
      idCode: String(10_400 + index * 1_117 + random.int(0, 900)),
      joined: dateToEpoch(joinedOn) + random.int(8 * HOUR, 20 * HOUR),
    };
  });
}

function buildSpeakers(random: Random): SpeakerRecord[] {
  return SPEAKER_SEEDS.map((seed, index) => ({
    seed,
    speaker: {
      speakerID: 1_200 + index * 37 + random.int(0, 30),
      displayName: seed.displayName,
      sortName: seed.sortName,
      bio: seed.bio,
      groups: [...seed.groups],
    },
  }));
}

// ---------------------------------------------------------------------------------------------
// Series

interface Lookup {
  broadcaster(id: string): DemoBroadcaster;
  speaker(name: string): SpeakerRecord;
}

function buildSeries(random: Random, clock: Clock, lookup: Lookup): { series: DemoSeries[]; drafts: SermonDraft[] } {
  const series: DemoSeries[] = [];
  const drafts: SermonDraft[] = [];
  SERIES_SEEDS.forEach((seed, index) => {
    const id = 104_000 + index * 211 + random.int(0, 200);
    const broadcaster = lookup.broadcaster(seed.broadcasterID);
    const speaker = lookup.speaker(seed.speaker);
    series.push({ seriesID: id, broadcasterID: broadcaster.broadcasterID, title: seed.title, description: seed.description, podcastEnabled: seed.podcastEnabled });
    const items = seriesPassages(seed);
    const days = seriesDays(random, clock, seed, items);
    items.forEach((item, i) => {
      drafts.push({
        kind: 'works' in seed.source ? 'historical' : 'series',
        broadcaster,
        speaker,
        series: { id, title: seed.title, seed, index: i },
        title: item.title,
        bibleText: item.bibleText,
        eventType: seed.eventType,
        languageCode: seed.languageCode,
        preachDay: days[i]!,
        state: 'published',
        mediaKey: null,
        staffPick: false,
      });
    });
  });
  return { series, drafts };
}

function seriesPassages(seed: SeriesSeed): TitledPassage[] {
  const source = seed.source;
  if ('sermons' in source) return [...source.sermons];
  if ('works' in source) {
    const works = HISTORICAL_SERMONS[source.works] ?? fail(`no works for ${source.works}`);
    return works.works.slice(source.range[0], source.range[1]);
  }
  const osis = findBibleBook(source.book)?.osis;
  const entries = PASSAGE_TITLES[seed.languageCode].filter((entry) => {
    const passage = parseBibleText(entry.bibleText)?.[0];
    if (!passage || passage.book.osis !== osis) return false;
    return !source.chapters || (passage.startChapter >= source.chapters[0] && passage.startChapter <= source.chapters[1]);
  });
  if (entries.length === 0) throw new Error(`no ${seed.languageCode} passages for ${source.book}`);
  const count = seed.count ?? entries.length;
  if (count <= entries.length) return entries.slice(0, count);
  // More sermons than titled passages: the longest passages are preached in two parts.
  const splits = new Set(
    [...entries]
      .map((entry, i) => ({ i, length: passageLength(entry.bibleText) }))
      .sort((a, b) => b.length - a.length || a.i - b.i)
      .slice(0, count - entries.length)
      .map((e) => e.i),
  );
  return entries.flatMap((entry, i) => (splits.has(i) ? splitInTwo(entry) : [entry]));
}

function passageLength(bibleText: string): number {
  const p = parseBibleText(bibleText)?.[0];
  if (!p || p.startVerse === null || p.endVerse === null) return 0;
  return p.endChapter === p.startChapter ? p.endVerse - p.startVerse + 1 : 40;
}

function splitInTwo(entry: TitledPassage): TitledPassage[] {
  const p = parseBibleText(entry.bibleText)?.[0];
  let first = entry.bibleText;
  let second = entry.bibleText;
  if (p && p.startVerse !== null && p.endVerse !== null && p.startChapter === p.endChapter && p.endVerse - p.startVerse >= 3) {
    const middle = Math.floor((p.startVerse + p.endVerse) / 2);
    first = `${p.book.name} ${p.startChapter}:${p.startVerse}-${middle}`;
    second = `${p.book.name} ${p.startChapter}:${middle + 1}-${p.endVerse}`;
  }
  return [
    { bibleText: first, title: `${entry.title} (Part 1)` },
    { bibleText: second, title: `${entry.title} (Part 2)` },
  ];
}

/** The preaching day of every sermon in a series. */
function seriesDays(random: Random, clock: Clock, seed: SeriesSeed, items: readonly TitledPassage[]): number[] {
  const count = items.length;
  if (seed.fixedDate) return Array.from({ length: count }, () => dateToEpoch(seed.fixedDate!));
  const historical = 'works' in seed.source;
  if (historical) {
    // Known dates are kept; the others follow on from the sermon before.
    let previous = dateToEpoch(seed.startsOn ?? '1700-01-01') - seed.everyDays * DAY;
    return items.map((item) => (previous = item.date ? dateToEpoch(item.date) : previous + seed.everyDays * DAY));
  }
  const weekdays = EVENT_WEEKDAYS[seed.eventType];
  const step = (day: number) => {
    if (seed.everyDays === 1) return onOrAfter(day + DAY, [1, 2, 3, 4, 5]);
    // Holidays, guest preachers and sick days: a weekly series now and then skips a week.
    const skip = seed.everyDays === 7 && random.chance(0.12) ? 7 : 0;
    return day + (seed.everyDays + skip) * DAY;
  };
  let days: number[] = [];
  if (seed.startsOn) {
    let day = onOrAfter(dateToEpoch(seed.startsOn), weekdays);
    for (let i = 0; i < count; i++, day = step(day)) days.push(day);
  } else {
    // A current series: it ends within the last few weeks before the cut-off.
    let day = onOrBefore(clock.preachCutoff - random.int(0, 3) * 7 * DAY, seed.everyDays === 1 ? [1, 2, 3, 4, 5] : weekdays);
    const back: number[] = [];
    for (let i = 0; i < count; i++) {
      back.push(day);
      day = seed.everyDays === 1 ? onOrBefore(day - DAY, [1, 2, 3, 4, 5]) : day - seed.everyDays * DAY;
    }
    days = back.reverse();
  }
  const overrun = days[days.length - 1]! - clock.preachCutoff;
  if (overrun > 0) {
    const weeks = Math.ceil(overrun / (7 * DAY));
    days = days.map((d) => d - weeks * 7 * DAY);
  }
  return days;
}

// ---------------------------------------------------------------------------------------------
// Historical readings outside the series

function buildHistoricalSermons(random: Random, lookup: Lookup): SermonDraft[] {
  const inSeries = new Map<string, Set<number>>();
  for (const seed of SERIES_SEEDS) {
    if (!('works' in seed.source)) continue;
    const used = inSeries.get(seed.source.works) ?? new Set<number>();
    for (let i = seed.source.range[0]; i < seed.source.range[1]; i++) used.add(i);
    inSeries.set(seed.source.works, used);
  }
  const drafts: SermonDraft[] = [];
  for (const [name, { languageCode, works }] of Object.entries(HISTORICAL_SERMONS)) {
    const speaker = lookup.speaker(name);
    works.forEach((work, i) => {
      if (inSeries.get(name)?.has(i)) return;
      const broadcasterID =
        languageCode === 'de' ? 'ebghamburg' : languageCode === 'fr' ? 'eglisegrace' : random.weighted([['oldpaths', 6], ['pilgrimradio', 3], ['boroughchapel', 1]] as const);
      const from = dateToEpoch(`${speaker.seed.activeFrom}-01-01`);
      const to = dateToEpoch(`${speaker.seed.activeTo}-12-31`);
      drafts.push({
        kind: 'historical',
        broadcaster: lookup.broadcaster(broadcasterID),
        speaker,
        series: null,
        title: work.title,
        bibleText: work.bibleText,
        eventType: 'Classic Audio',
        languageCode,
        preachDay: work.date ? dateToEpoch(work.date) : onOrBefore(from + random.int(0, Math.floor((to - from) / DAY)) * DAY, [0]),
        state: 'published',
        mediaKey: null,
        staffPick: false,
      });
    });
  }
  return drafts;
}

// ---------------------------------------------------------------------------------------------
// The sermons with the project's demo recordings

function buildMediaSermons(clock: Clock, lookup: Lookup): SermonDraft[] {
  const seriesKeys: readonly string[] = DEMO_MEDIA_SERIES.keys;
  return DEMO_MEDIA_SPECS.map((spec) => {
    const placement = DEMO_MEDIA_SERMONS[spec.key];
    const weekdays = EVENT_WEEKDAYS[placement.eventType];
    const index = seriesKeys.indexOf(spec.key);
    // Last Sunday's sermons, and a Wednesday meeting from the week before it; the demo series runs
    // over the weekend up to last Sunday, one message a day.
    const preachDay =
      index >= 0
        ? clock.lastSunday - (seriesKeys.length - 1 - index) * DAY
        : weekdays.includes(0)
          ? clock.lastSunday
          : onOrBefore(clock.lastSunday - DAY, weekdays);
    return {
      kind: 'media' as const,
      broadcaster: lookup.broadcaster(placement.broadcasterID),
      speaker: lookup.speaker(placement.speaker),
      series: index >= 0 ? { id: DEMO_MEDIA_SERIES.seriesID, title: DEMO_MEDIA_SERIES.title, index } : null,
      title: spec.title,
      bibleText: spec.bibleText,
      eventType: placement.eventType,
      languageCode: spec.languageCode,
      preachDay,
      state: 'published' as const,
      mediaKey: spec.key,
      staffPick: placement.staffPick,
    };
  });
}

function demoMediaSeries(): DemoSeries {
  const { seriesID, broadcasterID, title, description, podcastEnabled } = DEMO_MEDIA_SERIES;
  return { seriesID, broadcasterID, title, description, podcastEnabled };
}

// ---------------------------------------------------------------------------------------------
// Stand-alone sermons: everything else a church uploads

const CHURCH_EVENTS: readonly (readonly [EventType, number])[] = [
  ['Sunday - AM', 22], ['Sunday Service', 20], ['Sunday - PM', 11], ['Midweek Service', 6], ['Bible Study', 6],
  ['Prayer Meeting', 3], ['Sunday School', 4], ['Sunday Afternoon', 2], ['Special Meeting', 3], ['Conference', 4],
  ['Funeral Service', 1], ['Wedding', 1], ['Youth', 2], ['Children', 1.5], ['Camp Meeting', 0.8], ['Testimony', 0.8],
  ['Question & Answer', 1], ['Devotional', 1], ['Teaching', 1.5], ['Current Events', 0.6], ['Debate', 0.3],
  ['Sermon Clip', 1.2], ['Podcast', 0.6], ['TV Broadcast', 0.4], ['Video DVD', 0.3],
];
const SCHOOL_EVENTS: readonly (readonly [EventType, number])[] = [
  ['Chapel Service', 60], ['Youth', 15], ['Children', 10], ['Special Meeting', 8], ['Devotional', 7],
];
const SEMINARY_EVENTS: readonly (readonly [EventType, number])[] = [
  ['Chapel Service', 40], ['Teaching', 25], ['Conference', 12], ['Question & Answer', 6], ['Debate', 5], ['Special Meeting', 7], ['Video DVD', 5],
];
const RADIO_EVENTS: readonly (readonly [EventType, number])[] = [
  ['Radio Broadcast', 45], ['Devotional', 15], ['Podcast', 12], ['Question & Answer', 10], ['Current Events', 8], ['Testimony', 5], ['Sermon Clip', 5],
];
/** Events preached from a passage in the ordinary way; the only ones used outside English. */
const PASSAGE_EVENTS = new Set<EventType>([
  'Sunday - AM', 'Sunday - PM', 'Sunday Service', 'Sunday Afternoon', 'Sunday School', 'Midweek Service', 'Bible Study',
  'Prayer Meeting', 'Chapel Service', 'Radio Broadcast', 'Special Meeting',
]);
/** Events where a visiting preacher or a panel is likely. */
const GUEST_EVENTS = new Set<EventType>(['Conference', 'Camp Meeting', 'Special Meeting', 'Debate', 'Question & Answer']);

function eventsFor(broadcaster: DemoBroadcaster): readonly (readonly [EventType, number])[] {
  const c = broadcaster.categories;
  if (c & CATEGORY.seminary) return SEMINARY_EVENTS;
  if (c & CATEGORY.church) {
    const extra: [EventType, number][] = [];
    if (c & CATEGORY.radio) extra.push(['Radio Broadcast', 6]);
    if (c & CATEGORY.school) extra.push(['Chapel Service', 6]);
    return [...CHURCH_EVENTS, ...extra];
  }
  if (c & CATEGORY.school) return SCHOOL_EVENTS;
  return RADIO_EVENTS;
}

function buildStandaloneSermons(
  random: Random,
  clock: Clock,
  broadcasters: DemoBroadcaster[],
  speakers: SpeakerRecord[],
  count: number,
  planned: SermonDraft[],
): SermonDraft[] {
  const seedById = new Map<string, BroadcasterSeed>(BROADCASTER_SEEDS.map((s) => [s.broadcasterID, s]));
  // The classic-sermon library only carries historical readings.
  const uploaders = broadcasters.filter((b) => b.broadcasterID !== 'oldpaths');
  const byActivity = uploaders.map((b) => [b, seedById.get(b.broadcasterID)!.activity] as const);
  const modern = speakers.filter((s) => s.seed.kind === 'modern');
  const various = speakers.find((s) => s.seed.displayName === VARIOUS_SPEAKERS)!;
  const unknown = speakers.find((s) => s.seed.displayName === UNKNOWN_SPEAKER)!;

  // Every event type appears at least once: first one sermon for each type nothing else has used.
  const covered = new Set(planned.map((d) => d.eventType));
  const mustCover = EVENT_TYPES.filter((type) => !covered.has(type));

  const usedTitles = new Map<string, Set<string>>();
  const busy = new Set<string>();
  for (const d of planned) {
    const titles = usedTitles.get(d.broadcaster.broadcasterID) ?? new Set<string>();
    titles.add(d.title);
    usedTitles.set(d.broadcaster.broadcasterID, titles);
    busy.add(busyKey(d.speaker, d.preachDay, d.eventType));
  }

  const drafts: SermonDraft[] = [];
  for (let i = 0; i < count; i++) {
    const forced = mustCover[i];
    const broadcaster = forced ? hostFor(random, forced, uploaders) : random.weighted(byActivity);
    let eventType = forced ?? random.weighted(eventsFor(broadcaster));

    const home = modern.filter((s) => s.seed.home.includes(broadcaster.broadcasterID));
    let speaker: SpeakerRecord;
    const roll = random.next();
    if (GUEST_EVENTS.has(eventType) && roll < 0.12) speaker = various;
    else if (GUEST_EVENTS.has(eventType) && roll < 0.45) speaker = random.pick(modern.filter((s) => s.seed.languageCode === broadcaster.languageCode));
    else if (roll > 0.985 && !forced) speaker = unknown;
    else if (home.length > 0) speaker = random.weighted(home.map((s, n) => [s, n === 0 ? 3 : 1] as const));
    else speaker = various;

    let languageCode = broadcaster.languageCode as CatalogueLanguage;
    // Redeemer's Spanish-language service: its Spanish-speaking preachers preach in Spanish there.
    if (speaker.seed.languageCode === 'es' || (speaker.seed.displayName === 'Luis Herrera' && random.chance(0.35))) languageCode = 'es';
    if (languageCode !== 'en' && !PASSAGE_EVENTS.has(eventType)) eventType = 'Sunday Service';

    const occasion = languageCode === 'en' ? OCCASION_TITLES[eventType] : undefined;
    const titles = usedTitles.get(broadcaster.broadcasterID) ?? new Set<string>();
    usedTitles.set(broadcaster.broadcasterID, titles);
    // A church does not often preach the same title twice; try a few times for a fresh one.
    let text = occasion ? random.pick(occasion) : random.pick(PASSAGE_TITLES[languageCode]);
    for (let attempt = 0; attempt < 8 && titles.has(text.title); attempt++) {
      text = occasion ? random.pick(occasion) : random.pick(PASSAGE_TITLES[languageCode]);
    }
    titles.add(text.title);

    const state: SermonDraft['state'] = i >= mustCover.length && i < mustCover.length + DRAFT_COUNT
      ? 'draft'
      : i >= mustCover.length + DRAFT_COUNT && i < mustCover.length + DRAFT_COUNT + SCHEDULED_COUNT
        ? 'scheduled'
        : 'published';
    drafts.push({
      kind: 'standalone',
      broadcaster,
      speaker,
      series: null,
      title: text.title,
      bibleText: text.bibleText,
      eventType,
      languageCode,
      preachDay: freeDay(standaloneDay(random, clock, speaker, eventType, state), speaker, eventType, busy),
      state,
      mediaKey: null,
      staffPick: false,
    });
  }
  return drafts;
}

/**
 * A home speaker the random draws happened to pass over takes one of his church's stand-alone sermons
 * from its busiest preacher, so no speaker page is empty. Draws no random numbers: the rest of the
 * catalogue stays as it was.
 */
function giveEverySpeakerASermon(standalone: SermonDraft[], speakers: SpeakerRecord[], planned: SermonDraft[]): void {
  const count = new Map<SpeakerRecord, number>();
  for (const d of [...planned, ...standalone]) count.set(d.speaker, (count.get(d.speaker) ?? 0) + 1);
  for (const speaker of speakers) {
    if (speaker.seed.kind !== 'modern' || count.has(speaker)) continue;
    const earliest = dateToEpoch(`${speaker.seed.activeFrom}-01-01`);
    const candidates = standalone.filter(
      (d) =>
        d.state === 'published' &&
        speaker.seed.home.includes(d.broadcaster.broadcasterID) &&
        d.languageCode === speaker.seed.languageCode &&
        d.preachDay >= earliest &&
        (count.get(d.speaker) ?? 0) > 1,
    );
    const busiest = Math.max(0, ...candidates.map((d) => count.get(d.speaker) ?? 0));
    const taken = candidates.filter((d) => count.get(d.speaker) === busiest).sort((a, b) => b.preachDay - a.preachDay)[0];
    if (!taken) continue;
    count.set(taken.speaker, busiest - 1);
    count.set(speaker, 1);
    taken.speaker = speaker;
  }
}

function busyKey(speaker: SpeakerRecord, day: number, eventType: EventType): string {
  return `${speaker.speaker.speakerID}|${day}|${eventType}`;
}

/** Moves a sermon back a week at a time until the speaker is not already preaching that service. */
function freeDay(day: number, speaker: SpeakerRecord, eventType: EventType, busy: Set<string>): number {
  let free = day;
  for (let attempt = 0; attempt < 20 && busy.has(busyKey(speaker, free, eventType)); attempt++) free -= 7 * DAY;
  busy.add(busyKey(speaker, free, eventType));
  return free;
}

/** A broadcaster that would plausibly hold an event of this type. */
function hostFor(random: Random, eventType: EventType, uploaders: DemoBroadcaster[]): DemoBroadcaster {
  const hosts = uploaders.filter((b) => b.languageCode === 'en' && eventsFor(b).some(([type]) => type === eventType));
  return random.pick(hosts.length > 0 ? hosts : uploaders.filter((b) => b.languageCode === 'en'));
}

function standaloneDay(random: Random, clock: Clock, speaker: SpeakerRecord, eventType: EventType, state: SermonDraft['state']): number {
  const weekdays = EVENT_WEEKDAYS[eventType];
  // Drafts and scheduled sermons are the ones still being prepared: preached in the last weeks.
  if (state !== 'published') return onOrBefore(clock.lastSunday - random.int(0, 3) * 7 * DAY, weekdays);
  const isUnknown = speaker.seed.displayName === UNKNOWN_SPEAKER;
  const earliest = dateToEpoch(`${isUnknown ? 1978 : Math.max(speaker.seed.activeFrom, 1988)}-01-01`);
  const latest = isUnknown ? dateToEpoch('2006-12-31') : clock.preachCutoff;
  const span = Math.max(1, Math.floor((latest - earliest) / DAY));
  // Skewed towards recent years: churches upload far more now than they recorded in the 1990s.
  const back = Math.floor(span * Math.pow(random.next(), 1.4));
  return onOrBefore(latest - back * DAY, weekdays);
}

// ---------------------------------------------------------------------------------------------
// Ids, publishing, derived text and counts

function finishSermons(random: Random, clock: Clock, drafts: SermonDraft[]): DemoSermon[] {
  const usedIds = new Set<string>();
  const publishTimes = drafts.map((draft) => publishTimeOf(random, clock, draft));
  const downloads = downloadCounts(random, clock, drafts, publishTimes);
  const picks = staffPicks(random, clock, drafts, publishTimes, downloads);

  return drafts.map((draft, i) => {
    const publish = publishTimes[i]!;
    const idTime = publish ?? clock.now - random.int(1, 72) * HOUR;
    const video = draft.mediaKey !== null && DEMO_MEDIA_SPECS.some((s) => s.key === draft.mediaKey && s.kind === 'video');
    const pick = picks.get(i);
    return {
      sermonID: sermonIdFor(random, idTime, usedIds),
      broadcasterID: draft.broadcaster.broadcasterID,
      speakerID: draft.speaker.speaker.speakerID,
      seriesID: draft.series?.id ?? null,
      fullTitle: draft.title,
      displayTitle: toDisplayTitle(draft.title),
      subtitle: subtitleOf(draft),
      bibleText: draft.bibleText,
      moreInfoText: moreInfoOf(random, draft),
      eventType: draft.eventType,
      languageCode: draft.languageCode,
      languageCode3: CATALOGUE_LANGUAGES[draft.languageCode],
      preachDate: toDateString(draft.preachDay),
      publishTimestamp: publish,
      keywords: random.chance(0.8) ? keywordsFor(draft.title, draft.bibleText, draft.languageCode, draft.eventType) : null,
      downloadCount: downloads[i]!,
      videoDownloadCount: video ? Math.round(downloads[i]! * (0.5 + random.next() * 0.4)) : 0,
      pickDate: pick === undefined ? null : toDateString(pick),
      mediaKey: draft.mediaKey,
      translationGroup: draft.mediaKey ? translationGroupOf(draft.mediaKey) : null,
    };
  });
}

function publishTimeOf(random: Random, clock: Clock, draft: SermonDraft): number | null {
  if (draft.state === 'draft') return null;
  if (draft.state === 'scheduled') return startOfDay(clock.now) + random.int(1, 30) * DAY + random.int(6, 20) * HOUR;
  if (draft.kind === 'media') {
    return Math.min(draft.preachDay + random.int(13, 30) * HOUR + random.int(0, 3_599), clock.now - HOUR);
  }
  const joined = draft.broadcaster.joined;
  if (draft.kind === 'historical') {
    // Readings went up some time after the library joined.
    return joined + Math.floor(random.next() * (clock.publishCutoff - joined));
  }
  const delayDays = random.weighted([[0, 35], [1, 30], [random.int(2, 14), 28], [random.int(15, 120), 7]] as const);
  let publish = draft.preachDay + random.int(11, 22) * HOUR + delayDays * DAY;
  // Sermons from before the broadcaster joined were uploaded from its archive after joining.
  if (publish < joined) publish = joined + random.int(0, 200) * DAY + random.int(0, 23) * HOUR;
  if (publish > clock.publishCutoff) publish = clock.publishCutoff - random.int(0, 40) * HOUR;
  return Math.max(publish, draft.preachDay + 10 * HOUR);
}

/**
 * Zipf-like downloads: a few sermons (famous classics, featured preachers, old favourites) have
 * tens of thousands, most have hundreds, and a sermon can only gather so much in the days it has
 * been online.
 */
function downloadCounts(random: Random, clock: Clock, drafts: SermonDraft[], publishTimes: (number | null)[]): number[] {
  const scored = drafts.map((draft, i) => {
    const publish = publishTimes[i];
    if (publish === null || publish === undefined || publish > clock.now) return { i, score: -1, days: 0 };
    const days = Math.max(0.5, (clock.now - publish) / DAY);
    const groups = draft.speaker.speaker.groups;
    const historical = draft.speaker.seed.kind === 'historical';
    let fame = historical ? 4 : groups.includes('featured') ? 2.5 : groups.includes('choice') ? 1.8 : 1;
    if (draft.speaker.seed.kind === 'placeholder') fame = 0.5;
    if (draft.speaker.speaker.displayName === 'Charles H. Spurgeon') fame *= 2;
    if (draft.title === 'Sinners in the Hands of an Angry God') fame *= 4;
    const noise = Math.exp((random.next() + random.next() + random.next() - 1.5) * 0.9);
    return { i, score: fame * Math.log(2 + days / 30) * noise, days };
  });
  const ranked = scored.filter((s) => s.score >= 0).sort((a, b) => b.score - a.score);
  const counts = drafts.map(() => 0);
  ranked.forEach(({ i, days }, rank) => {
    const zipf = 180_000 / Math.pow(rank + 1, 1.1);
    const ceiling = 25 + days * 350;
    counts[i] = Math.max(1, Math.round(Math.min(zipf, ceiling) * (0.85 + random.next() * 0.3)));
  });
  return counts;
}

function staffPicks(
  random: Random,
  clock: Clock,
  drafts: SermonDraft[],
  publishTimes: (number | null)[],
  downloads: number[],
): Map<number, number> {
  const picks = new Map<number, number>();
  drafts.forEach((draft, i) => {
    // The demo recordings picked by staff this week: the newest picks of all.
    if (draft.staffPick && publishTimes[i] != null) picks.set(i, Math.min(publishTimes[i]! + 12 * HOUR, clock.now));
  });
  const target = Math.round(drafts.length * STAFF_PICK_SHARE);
  const candidates = drafts
    .map((draft, i) => ({ draft, i, publish: publishTimes[i] }))
    .filter((c) => c.draft.state === 'published' && c.draft.kind !== 'media' && c.publish != null);
  const weighted = candidates.map((c) => [c, Math.sqrt(downloads[c.i]! + 10)] as const);
  while (picks.size < target && weighted.length > 0) {
    const choice = random.weighted(weighted);
    weighted.splice(weighted.findIndex(([c]) => c === choice), 1);
    // Picked some days after it was published, and before this week's picks.
    picks.set(choice.i, Math.min(choice.publish! + random.int(1, 60) * DAY, clock.publishCutoff));
  }
  return picks;
}

function sermonIdFor(random: Random, epoch: number, used: Set<string>): string {
  // Like the real ids: the upload date as M DD YY, the time, and a few random digits.
  const d = new Date(epoch * 1000);
  const stamp =
    String(d.getUTCMonth() + 1) +
    String(d.getUTCDate()).padStart(2, '0') +
    String(d.getUTCFullYear() % 100).padStart(2, '0') +
    String(d.getUTCHours()).padStart(2, '0') +
    String(d.getUTCMinutes()).padStart(2, '0');
  for (;;) {
    const id = stamp + String(random.int(0, 999)).padStart(3, '0');
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

function subtitleOf(draft: SermonDraft): string | null {
  if (draft.series) return draft.series.title;
  const year = yearOf(draft.preachDay);
  if (draft.eventType === 'Conference') return `${year} ${draft.broadcaster.shortName} Bible Conference`;
  if (draft.eventType === 'Camp Meeting') return `${year} Summer Camp Meeting`;
  return null;
}

const SERIES_NOTE: Record<CatalogueLanguage, (n: number, title: string) => string> = {
  en: (n, title) => `Message ${n} in the series “${title}”.`,
  de: (n, title) => `Teil ${n} der Predigtreihe „${title}“.`,
  fr: (n, title) => `Message ${n} de la série « ${title} ».`,
  ko: (n, title) => `「${title}」 ${n}번째 설교`,
  pt: (n, title) => `Mensagem ${n} da série “${title}”.`,
  es: (n, title) => `Mensaje ${n} de la serie «${title}».`,
};

function moreInfoOf(random: Random, draft: SermonDraft): string | null {
  const name = draft.speaker.speaker.displayName;
  if (draft.eventType === 'Audio Book' && draft.series) {
    return `Chapter ${draft.series.index + 1} of ${draft.series.title}, read from a public-domain edition.`;
  }
  if (draft.kind === 'historical') {
    if (name === 'Charles H. Spurgeon') {
      // Spurgeon's printed sermons open with this heading; the Tabernacle opened in March 1861.
      const place = draft.preachDay < dateToEpoch('1861-03-18') ? 'New Park Street Chapel, Southwark' : 'the Metropolitan Tabernacle, Newington';
      return `Delivered on Sabbath morning, ${toLongDate(draft.preachDay)}, by C. H. Spurgeon, at ${place}.`;
    }
    if (draft.languageCode === 'de') return 'Gelesen nach einer gemeinfreien Ausgabe.';
    if (draft.languageCode === 'fr') return 'Lu d’après une édition du domaine public.';
    return `A reading of ${name}'s sermon from a public-domain edition.`;
  }
  if (draft.series && random.chance(0.6)) return SERIES_NOTE[draft.languageCode](draft.series.index + 1, draft.series.title);
  const year = yearOf(draft.preachDay);
  switch (draft.eventType) {
    case 'Conference':
      return `Recorded at the ${year} Bible Conference hosted by ${draft.broadcaster.displayName}.`;
    case 'Funeral Service':
      return 'Funeral service for a beloved member of the congregation, shared with the family’s permission.';
    case 'Wedding':
      return 'Wedding sermon, shared at the request of the bride and groom.';
    case 'Sermon Clip':
      return 'A short excerpt from a longer sermon.';
    case 'Debate':
      return 'Public debate followed by questions from the audience.';
    default:
      break;
  }
  if (draft.kind === 'media') return null;
  return random.chance(0.12) ? `Recorded live at ${draft.broadcaster.displayName}, ${draft.broadcaster.location}.` : null;
}

function fail(message: string): never {
  throw new Error(message);
}

