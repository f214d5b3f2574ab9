import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_MEDIA_KEYS, DEMO_MEDIA_SPECS } from '../../../media/demo-media/demo-media-keys';
import { isValidBibleText } from '@sermon/shared-contracts/rules/bible-reference';
import { dateToEpoch } from './calendar';
import { EVENT_TYPES, EVENT_WEEKDAYS, type EventType } from './event-types';
import { CATALOGUE_REFERENCE_TIME, CATALOGUE_SERMON_COUNT, generateCatalogue } from './generate-catalogue';
import { CATALOGUE_LANGUAGES } from './languages';
import { OCCASION_TITLES } from './event-titles';
import { PASSAGE_TITLES } from './passage-titles';
import { HISTORICAL_SERMONS } from './historical-sermons';
import { SERIES_SEEDS } from './series';
import { DEMO_MEDIA_SERIES } from './demo-media-sermons';
import { SPEAKER_GROUPS } from '@sermon/shared-contracts/constants/speaker-groups';
import type { DemoSermon } from './types';

const catalogue = generateCatalogue();
const now = Math.floor(CATALOGUE_REFERENCE_TIME.getTime() / 1000);
const published = catalogue.sermons.filter((s) => s.publishTimestamp !== null && s.publishTimestamp <= now);
const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe('the demo catalogue', () => {
  it('has at least 20 broadcasters, 60 speakers, 40 series and exactly 1,000 sermons', () => {
    assert.ok(catalogue.broadcasters.length >= 20, `${catalogue.broadcasters.length} broadcasters`);
    assert.ok(catalogue.speakers.length >= 60, `${catalogue.speakers.length} speakers`);
    assert.ok(catalogue.series.length >= 40, `${catalogue.series.length} series`);
    assert.equal(catalogue.sermons.length, CATALOGUE_SERMON_COUNT);
    assert.ok(CATALOGUE_SERMON_COUNT >= 1000);
  });

  it('is the same for the same seed and different for another seed', () => {
    assert.deepEqual(generateCatalogue(), catalogue);
    assert.deepEqual(generateCatalogue(42), generateCatalogue(42));
    assert.notDeepEqual(generateCatalogue(42).sermons, catalogue.sermons);
  });

  it('places its dates against the time it is given, keeping the demo recordings newest', () => {
    const later = generateCatalogue(undefined, { now: new Date('2027-03-10T12:00:00Z') });
    const media = later.sermons.filter((s) => s.mediaKey !== null);
    assert.ok(media.every((s) => s.preachDate >= '2027-03-01' && s.preachDate <= '2027-03-10'));
    assert.ok(later.sermons.every((s) => s.preachDate <= '2027-03-10'));
  });
});

describe('broadcasters', () => {
  const { broadcasters } = catalogue;

  it('have unique short lowercase ids and unique numeric id codes', () => {
    assert.ok(unique(broadcasters.map((b) => b.broadcasterID)));
    assert.ok(broadcasters.every((b) => /^[a-z0-9]{3,20}$/.test(b.broadcasterID)), 'ids are digits and lower-case letters');
    assert.ok(unique(broadcasters.map((b) => b.idCode)));
    assert.ok(broadcasters.every((b) => /^\d{5}$/.test(b.idCode)));
  });

  it('come from several countries and US states and cover every category', () => {
    assert.ok(new Set(broadcasters.map((b) => b.countryISOCode)).size >= 8);
    const states = broadcasters.filter((b) => b.countryISOCode === 'US').map((b) => b.state);
    assert.ok(states.every((s) => s !== null && /^[A-Z]{2}$/.test(s)));
    assert.ok(new Set(states).size >= 8);
    assert.ok(broadcasters.filter((b) => b.countryISOCode !== 'US').every((b) => b.state === null));
    for (const bit of [1, 2, 4, 8]) assert.ok(broadcasters.some((b) => (b.categories & bit) !== 0), `category ${bit}`);
  });

  it('have coordinates that are real places and never whole numbers (Python clients assert float)', () => {
    for (const b of broadcasters) {
      assert.ok(!Number.isInteger(b.latitude) && !Number.isInteger(b.longitude), b.broadcasterID);
      assert.ok(Math.abs(b.latitude) <= 90 && Math.abs(b.longitude) <= 180, b.broadcasterID);
      assert.ok(String(JSON.stringify(b.latitude)).includes('.'));
    }
  });

  it('name a minister who is one of the speakers, joined in the past and speak a catalogue language', () => {
    const names = new Set(catalogue.speakers.map((s) => s.displayName));
    for (const b of broadcasters) {
      if (b.minister !== null) assert.ok(names.has(b.minister), `${b.broadcasterID} minister ${b.minister}`);
      assert.ok(b.joined > dateToEpoch('2000-01-01') && b.joined < now, b.broadcasterID);
      assert.ok(b.languageCode in CATALOGUE_LANGUAGES);
    }
    assert.ok(broadcasters.some((b) => b.vacantPulpit));
  });
});

describe('speakers', () => {
  const { speakers } = catalogue;

  it('have unique ids and names and only the known groups', () => {
    assert.ok(unique(speakers.map((s) => s.speakerID)));
    assert.ok(unique(speakers.map((s) => s.displayName)));
    const groups: readonly string[] = SPEAKER_GROUPS;
    assert.ok(speakers.every((s) => s.groups.every((g) => groups.includes(g))));
    for (const group of groups) assert.ok(speakers.some((s) => s.groups.includes(group)), group);
    assert.ok(speakers.every((s) => s.sortName.length > 0));
  });

  it('include the historical preachers and the two non-real placeholder names', () => {
    const names = speakers.map((s) => s.displayName);
    for (const name of ['Charles H. Spurgeon', 'George Whitefield', 'Jonathan Edwards', 'J. C. Ryle', "Robert Murray M'Cheyne", 'John Bunyan', 'Various Speakers', 'Unknown Speaker']) {
      assert.ok(names.includes(name), name);
    }
  });

  it('all preach at least one sermon', () => {
    const preaching = new Set(catalogue.sermons.map((s) => s.speakerID));
    for (const s of speakers) assert.ok(preaching.has(s.speakerID), s.displayName);
  });
});

describe('series', () => {
  it('have unique ids, belong to a broadcaster and hold sermons of that broadcaster only', () => {
    const { series, sermons } = catalogue;
    assert.ok(unique(series.map((s) => s.seriesID)));
    const broadcasterIds = new Set(catalogue.broadcasters.map((b) => b.broadcasterID));
    for (const s of series) {
      assert.ok(broadcasterIds.has(s.broadcasterID), s.title);
      const inSeries = sermons.filter((sermon) => sermon.seriesID === s.seriesID);
      // The demo recordings' series is short on purpose: autoplay through it should take minutes, not hours.
      const minimum = s.seriesID === DEMO_MEDIA_SERIES.seriesID ? 3 : 5;
      assert.ok(inSeries.length >= minimum, `${s.title} has ${inSeries.length} sermons`);
      assert.ok(inSeries.every((sermon) => sermon.broadcasterID === s.broadcasterID && sermon.subtitle === s.title), s.title);
    }
    assert.ok(series.some((s) => s.podcastEnabled) && series.some((s) => !s.podcastEnabled));
  });

  it('walk through their book in order', () => {
    const romans = catalogue.series.find((s) => s.title === 'Romans: The Gospel of God')!;
    const sermons = catalogue.sermons.filter((s) => s.seriesID === romans.seriesID).sort((a, b) => a.preachDate.localeCompare(b.preachDate));
    assert.equal(sermons[0]!.bibleText, 'Romans 1:1-7');
    assert.ok(sermons.every((s) => s.bibleText!.startsWith('Romans ')));
  });
});

describe('sermons', () => {
  const { sermons } = catalogue;

  it('have unique digit-string ids of 11 to 15 digits', () => {
    assert.ok(unique(sermons.map((s) => s.sermonID)));
    assert.ok(sermons.every((s) => /^\d{11,15}$/.test(s.sermonID)));
  });

  it('refer only to broadcasters, speakers and series that exist', () => {
    const broadcasters = new Set(catalogue.broadcasters.map((b) => b.broadcasterID));
    const speakers = new Set(catalogue.speakers.map((s) => s.speakerID));
    const series = new Set(catalogue.series.map((s) => s.seriesID));
    for (const s of sermons) {
      assert.ok(broadcasters.has(s.broadcasterID), s.sermonID);
      assert.ok(speakers.has(s.speakerID), s.sermonID);
      assert.ok(s.seriesID === null || series.has(s.seriesID), s.sermonID);
    }
  });

  it('cite only valid Bible references', () => {
    for (const s of sermons) if (s.bibleText !== null) assert.ok(isValidBibleText(s.bibleText), `${s.sermonID}: ${s.bibleText}`);
    assert.ok(sermons.filter((s) => s.bibleText !== null).length > 950);
  });

  it('have display titles of at most 30 characters', () => {
    for (const s of sermons) {
      assert.ok(s.displayTitle.length > 0 && s.displayTitle.length <= 30, s.displayTitle);
      assert.ok(s.fullTitle.length >= s.displayTitle.length - 1);
    }
  });

  it('use all 29 event types', () => {
    const used = new Set(sermons.map((s) => s.eventType));
    assert.equal(EVENT_TYPES.length, 29);
    for (const type of EVENT_TYPES) assert.ok(used.has(type), type);
    assert.ok(sermons.every((s) => (EVENT_TYPES as readonly string[]).includes(s.eventType)));
  });

  it('are mostly English, with German, Spanish, French, Korean and Portuguese sermons titled in their language', () => {
    const count = (code: string) => sermons.filter((s) => s.languageCode === code).length;
    assert.ok(count('en') > sermons.length * 0.7);
    for (const code of ['de', 'es', 'fr', 'ko', 'pt']) assert.ok(count(code) >= 10, `${code}: ${count(code)}`);
    for (const s of sermons) assert.equal(s.languageCode3, CATALOGUE_LANGUAGES[s.languageCode as keyof typeof CATALOGUE_LANGUAGES]);
    const english = new Set(PASSAGE_TITLES.en.map((p) => p.title));
    assert.ok(sermons.filter((s) => s.languageCode === 'ko').every((s) => /[\uac00-\ud7a3]/.test(s.fullTitle)));
    assert.ok(sermons.filter((s) => s.languageCode !== 'en').every((s) => !english.has(s.fullTitle)));
  });

  it('were preached from the days of the Puritans and Spurgeon up to this year, on the right day of the week', () => {
    const years = sermons.map((s) => Number(s.preachDate.slice(0, 4)));
    assert.ok(sermons.every((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.preachDate) && !Number.isNaN(dateToEpoch(s.preachDate))));
    assert.ok(Math.min(...years) < 1860 && Math.max(...years) === 2026);
    const decades = new Set(years.filter((y) => y >= 1850).map((y) => Math.floor(y / 10)));
    assert.ok(decades.size >= 10, `${decades.size} decades`);
    for (const s of sermons) {
      if (['Classic Audio', 'Audio Book'].includes(s.eventType)) continue;
      const weekday = new Date(dateToEpoch(s.preachDate) * 1000).getUTCDay();
      assert.ok(EVENT_WEEKDAYS[s.eventType as EventType].includes(weekday), `${s.eventType} on day ${weekday}`);
    }
  });

  it('were published on or after the day they were preached, with a few drafts and a few scheduled', () => {
    for (const s of sermons) {
      if (s.publishTimestamp !== null) assert.ok(s.publishTimestamp >= dateToEpoch(s.preachDate), s.sermonID);
    }
    const drafts = sermons.filter((s) => s.publishTimestamp === null);
    const scheduled = sermons.filter((s) => s.publishTimestamp !== null && s.publishTimestamp > now);
    assert.ok(drafts.length >= 3 && drafts.length <= 20, `${drafts.length} drafts`);
    assert.ok(scheduled.length >= 3 && scheduled.length <= 20, `${scheduled.length} scheduled`);
    assert.ok([...drafts, ...scheduled].every((s) => s.downloadCount === 0 && s.pickDate === null));
  });

  it('have skewed download counts: a few very popular, most modest', () => {
    const counts = published.map((s) => s.downloadCount).sort((a, b) => b - a);
    const total = counts.reduce((a, b) => a + b, 0);
    const top = counts.slice(0, Math.ceil(counts.length / 100)).reduce((a, b) => a + b, 0);
    assert.ok(top / total > 0.2, `top 1% hold ${Math.round((top / total) * 100)}%`);
    assert.ok(counts[Math.floor(counts.length / 2)]! < total / counts.length / 3, 'median well below the mean');
    assert.ok(counts.every((c) => Number.isInteger(c) && c > 0));
  });

  it('include about 5% staff picks, each picked after it was published', () => {
    const picks = sermons.filter((s) => s.pickDate !== null);
    assert.ok(picks.length >= sermons.length * 0.04 && picks.length <= sermons.length * 0.06, `${picks.length} picks`);
    for (const s of picks) {
      assert.ok(s.publishTimestamp !== null && dateToEpoch(s.pickDate!) >= dateToEpoch(new Date(s.publishTimestamp * 1000).toISOString().slice(0, 10)));
      assert.ok(dateToEpoch(s.pickDate!) <= now);
    }
  });

  it('carry lower-case, space-separated keywords without repeats', () => {
    const withKeywords = sermons.filter((s) => s.keywords !== null);
    assert.ok(withKeywords.length > sermons.length / 2);
    for (const s of withKeywords) {
      const words = s.keywords!.split(' ');
      assert.ok(words.every((w) => w.length > 0 && w === w.toLowerCase()), s.keywords!);
      assert.ok(unique(words), s.keywords!);
    }
  });
});

describe('sermons with the demo recordings', () => {
  const withMedia = catalogue.sermons.filter((s) => s.mediaKey !== null);

  it('use every demo media key exactly once, matching its title, passage and language', () => {
    assert.deepEqual(withMedia.map((s) => s.mediaKey).sort(), [...DEMO_MEDIA_KEYS].sort());
    for (const spec of DEMO_MEDIA_SPECS) {
      const sermon = withMedia.find((s) => s.mediaKey === spec.key)!;
      assert.equal(sermon.fullTitle, spec.title);
      assert.equal(sermon.bibleText, spec.bibleText);
      assert.equal(sermon.languageCode, spec.languageCode);
    }
  });

  it('are the newest published sermons, and two of them are this week’s staff picks', () => {
    const newestOther = Math.max(...published.filter((s) => s.mediaKey === null).map((s) => s.publishTimestamp!));
    const latestOtherPreached = published.filter((s) => s.mediaKey === null).map((s) => s.preachDate).sort().pop()!;
    for (const s of withMedia) {
      assert.ok(s.publishTimestamp !== null && s.publishTimestamp <= now && s.publishTimestamp > newestOther, s.mediaKey!);
      assert.ok(s.preachDate > latestOtherPreached, s.mediaKey!);
    }
    const picks = withMedia.filter((s) => s.pickDate !== null);
    assert.ok(picks.length >= 2);
    const latestOtherPick = catalogue.sermons.filter((s) => s.mediaKey === null && s.pickDate).map((s) => s.pickDate!).sort().pop()!;
    assert.ok(picks.every((s) => s.pickDate! > latestOtherPick));
  });

  it('include a series made only of three demo audio recordings, preached on three days in a row', () => {
    const inSeries = catalogue.sermons
      .filter((s) => s.seriesID === DEMO_MEDIA_SERIES.seriesID)
      .sort((a, b) => a.preachDate.localeCompare(b.preachDate));
    assert.deepEqual(inSeries.map((s) => s.mediaKey), [...DEMO_MEDIA_SERIES.keys]);
    const audio = new Set<string>(DEMO_MEDIA_SPECS.filter((s) => s.kind === 'audio').map((s) => s.key));
    assert.ok(inSeries.every((s) => audio.has(s.mediaKey!) && s.speakerID === inSeries[0]!.speakerID));
    const days = inSeries.map((s) => dateToEpoch(s.preachDate) / 86_400);
    assert.deepEqual(days.map((d) => d - days[0]!), [0, 1, 2]);
  });

  it('pair the translated recordings in translation groups, and no other sermon has one', () => {
    const grouped = catalogue.sermons.filter((s) => s.translationGroup);
    assert.deepEqual(
      grouped.map((s) => [s.mediaKey, s.translationGroup]).sort(),
      [
        ['john-3-es-tal-manera', 'demo-john-3'],
        ['john-3-so-loved', 'demo-john-3'],
        ['psalm-23-de-hirte', 'demo-psalm-23'],
        ['psalm-23-shepherd', 'demo-psalm-23'],
      ],
    );
  });

  it('have video downloads only where there is video', () => {
    const video = new Set<string>(DEMO_MEDIA_SPECS.filter((s) => s.kind === 'video').map((s) => s.key));
    for (const s of catalogue.sermons as DemoSermon[]) {
      assert.equal(s.videoDownloadCount > 0, s.mediaKey !== null && video.has(s.mediaKey), s.sermonID);
    }
  });
});

describe('the title lists', () => {
  it('cite valid references everywhere, including titles no sermon happened to draw', () => {
    const all = [
      ...Object.values(PASSAGE_TITLES).flat(),
      ...Object.values(OCCASION_TITLES).flat(),
      ...Object.values(HISTORICAL_SERMONS).flatMap((h) => h.works),
      ...SERIES_SEEDS.flatMap((s) => ('sermons' in s.source ? s.source.sermons : [])),
    ];
    for (const entry of all) if (entry.bibleText !== null) assert.ok(isValidBibleText(entry.bibleText), `${entry.title}: ${entry.bibleText}`);
  });
});
