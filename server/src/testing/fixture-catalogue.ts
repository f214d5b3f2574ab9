// A small, fixed catalogue for API tests: every filter and sort has something to find, and the
// media are tiny files of known bytes (the demo catalogue's 1,000 sermons would make tests slow). The player's
// text files are real ones in small: waveform peaks (one corrupt), VTT and SRT captions, a transcript, an HLS master
// playlist with its variants (the segments and the preview clip are filler bytes); Psalm 23 exists in three
// languages (a translation group).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DemoCatalogue, DemoSermon } from '../db/seed/catalogue/types';
import type { DemoMedia, DemoRendition } from '../media/demo-media/generate-demo-media';

const DAY = 86_400;
const PSALM_GROUP = 'psalm-23';

export interface Fixture {
  catalogue: DemoCatalogue;
  media: DemoMedia[];
  now: number;
  /** sermon IDs by role */
  ids: {
    romans: string;
    psalm: string;
    german: string;
    video: string;
    draft: string;
    scheduled: string;
  };
  /** bytes of the audio-high file of `romans`, for Range checks */
  audioBytes: Buffer;
  audioKey: string;
  /** storage keys of the player's files */
  keys: {
    /** romans: 1,000 valid peaks */
    romansWaveform: string;
    romansVtt: string;
    romansSrt: string;
    romansTranscript: string;
    /** psalm: a truncated JSON file */
    psalmWaveform: string;
    videoWaveform: string;
    videoHlsMaster: string;
    videoPreview: string;
    videoHigh: string;
  };
  /** the peaks in keys.romansWaveform */
  romansPeaks: number[];
  /** the translation group of Psalm 23: psalm (en), german (de) and the draft (fr) */
  translationGroup: string;
  /** files with given bytes (renditions, and files they point at such as HLS variants); other renditions are filler */
  files: Map<string, Buffer>;
}

/** Deterministic peaks that look like speech: bursts of loudness, 0..1 with 3 decimals, as the pipeline writes. */
function fixturePeaks(count: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.round(Math.abs(Math.sin(i / 7) * Math.cos(i / 53)) * 1000) / 1000);
}

const ROMANS_CUES = [
  { start: '00:00:00', end: '00:00:04', text: 'What then shall we say to these things?' },
  { start: '00:00:04', end: '00:00:09', text: 'If God be for us, who can be against us?' },
  { start: '00:00:09', end: '00:00:15', text: 'Nay, in all these things we are more than conquerors.' },
];

function vtt(cues: typeof ROMANS_CUES): string {
  return `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${c.start}.000 --> ${c.end}.000\n${c.text}\n`).join('\n')}`;
}

function srt(cues: typeof ROMANS_CUES): string {
  return cues.map((c, i) => `${i + 1}\n${c.start},000 --> ${c.end},000\n${c.text}\n`).join('\n');
}

/** A master playlist with a 720p and a 360p variant of 2 s segments, as the demo media makes them. */
function hlsFiles(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const variants = [
    { name: '720p', bandwidth: 1_400_000, resolution: '1280x720' },
    { name: '360p', bandwidth: 500_000, resolution: '640x360' },
  ];
  const master = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const variant of variants) {
    master.push(`#EXT-X-STREAM-INF:BANDWIDTH=${variant.bandwidth},RESOLUTION=${variant.resolution},CODECS="avc1.64001f,mp4a.40.2"`);
    master.push(`${variant.name}/index.m3u8`);
    const segments = ['segment-000.ts', 'segment-001.ts'];
    const playlist = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
    for (const segment of segments) {
      playlist.push('#EXTINF:2.000000,', segment);
      // MPEG-TS packets start with the sync byte 0x47
      files.set(`${folder}/${variant.name}/${segment}`, Buffer.alloc(188 * 4, 0x47));
    }
    playlist.push('#EXT-X-ENDLIST');
    files.set(`${folder}/${variant.name}/index.m3u8`, Buffer.from(`${playlist.join('\n')}\n`));
  }
  files.set(`${folder}/master.m3u8`, Buffer.from(`${master.join('\n')}\n`));
  return files;
}

function sermon(partial: Partial<DemoSermon> & Pick<DemoSermon, 'sermonID' | 'fullTitle' | 'preachDate'>): DemoSermon {
  return {
    broadcasterID: 'gracechapel',
    speakerID: 1,
    seriesID: null,
    displayTitle: partial.fullTitle.slice(0, 30),
    subtitle: null,
    bibleText: null,
    moreInfoText: null,
    eventType: 'Sunday - AM',
    languageCode: 'en',
    languageCode3: 'eng',
    publishTimestamp: Date.parse(`${partial.preachDate}T18:00:00Z`) / 1000,
    keywords: null,
    downloadCount: 0,
    videoDownloadCount: 0,
    pickDate: null,
    mediaKey: null,
    ...partial,
  };
}

export function buildFixture(now = Math.floor(Date.now() / 1000)): Fixture {
  const audioBytes = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
  const audioKey = 'fixture/romans-8/audio-high.mp3';
  const ids = {
    romans: '1001',
    psalm: '1002',
    german: '1003',
    video: '1004',
    draft: '1005',
    scheduled: '1006',
  };
  const catalogue: DemoCatalogue = {
    broadcasters: [
      {
        broadcasterID: 'gracechapel',
        idCode: '24966',
        displayName: 'Grace Chapel',
        shortName: 'Grace Chapel',
        location: 'Savannah, Georgia',
        country: 'United States',
        countryISOCode: 'US',
        state: 'Georgia',
        categories: 1,
        denomination: 'Reformed Baptist',
        minister: 'Pastor John Doe',
        address: '1 Main St\nSavannah, GA',
        serviceTimes: 'Sunday 10:30 AM\nSunday 6:00 PM',
        phone: '+1 912 555 0100',
        homePageURL: 'https://gracechapel.example.org',
        latitude: 32.0809,
        longitude: -81.0912,
        languageCode: 'en',
        aboutUs: 'A church in Savannah.',
        vacantPulpit: false,
        canWebcast: true,
        joined: 1_500_000_000,
      },
      {
        broadcasterID: 'berlinradio',
        idCode: '31001',
        displayName: 'Radio Gnade Berlin',
        shortName: 'Radio Gnade',
        location: 'Berlin, Germany',
        country: 'Germany',
        countryISOCode: 'DE',
        state: null,
        categories: 8,
        denomination: 'Lutheran',
        minister: null,
        address: null,
        serviceTimes: null,
        phone: null,
        homePageURL: null,
        // whole numbers on purpose: they must still reach clients as floats
        latitude: 52,
        longitude: 13,
        languageCode: 'de',
        aboutUs: null,
        vacantPulpit: true,
        canWebcast: false,
        joined: 1_600_000_000,
      },
      {
        broadcasterID: 'oxfordsem',
        idCode: '40002',
        displayName: 'Oxford Theological Seminary',
        shortName: 'Oxford Seminary',
        location: 'Oxford, England',
        country: 'United Kingdom',
        countryISOCode: 'GB',
        state: null,
        categories: 2 | 4,
        denomination: 'Anglican',
        minister: null,
        address: null,
        serviceTimes: null,
        phone: null,
        homePageURL: null,
        latitude: 51.752,
        longitude: -1.2577,
        languageCode: 'en',
        aboutUs: null,
        vacantPulpit: false,
        canWebcast: false,
        joined: 1_700_000_000,
      },
    ],
    speakers: [
      { speakerID: 1, displayName: 'John Doe', sortName: 'Doe, John', bio: 'Pastor of Grace Chapel.', groups: ['featured'] },
      { speakerID: 2, displayName: 'Charles H. Spurgeon', sortName: 'Spurgeon, Charles H.', bio: null, groups: ['classic', 'featured'] },
      { speakerID: 3, displayName: 'Anna Müller', sortName: 'Müller, Anna', bio: null, groups: [] },
      { speakerID: 4, displayName: 'AC/DC Smith', sortName: 'Smith, AC/DC', bio: null, groups: ['puritan'] },
      { speakerID: 5, displayName: 'Various Speakers', sortName: 'Various Speakers', bio: null, groups: [] },
    ],
    series: [
      { seriesID: 10, broadcasterID: 'gracechapel', title: 'Romans: The Gospel of God', description: 'Through Romans.', podcastEnabled: true },
      { seriesID: 11, broadcasterID: 'gracechapel', title: 'Psalms of Ascent', description: null, podcastEnabled: false },
      { seriesID: 12, broadcasterID: 'berlinradio', title: 'Predigten aus Berlin', description: null, podcastEnabled: false },
    ],
    sermons: [
      sermon({
        sermonID: ids.romans,
        fullTitle: 'More Than Conquerors',
        preachDate: '2024-05-05',
        seriesID: 10,
        subtitle: 'Romans: The Gospel of God',
        bibleText: 'Romans 8:31-39',
        keywords: 'assurance love',
        downloadCount: 900,
        pickDate: '2024-06-01',
        mediaKey: 'romans-audio',
        moreInfoText: 'Nothing shall separate us from the love of God.',
      }),
      sermon({
        sermonID: ids.psalm,
        fullTitle: 'The Lord Is My Shepherd',
        preachDate: '2023-03-12',
        seriesID: 11,
        bibleText: 'Psalm 23',
        eventType: 'Bible Study',
        downloadCount: 50,
        mediaKey: 'psalm-audio',
        translationGroup: PSALM_GROUP,
      }),
      sermon({
        sermonID: ids.german,
        fullTitle: 'Der Herr ist mein Hirte',
        preachDate: '2022-11-20',
        broadcasterID: 'berlinradio',
        speakerID: 3,
        seriesID: 12,
        bibleText: 'Psalm 23:1-3',
        languageCode: 'de',
        languageCode3: 'deu',
        eventType: 'Radio Broadcast',
        downloadCount: 10,
        translationGroup: PSALM_GROUP,
      }),
      sermon({
        sermonID: ids.video,
        fullTitle: 'The Word Made Flesh',
        preachDate: '2021-12-25',
        speakerID: 2,
        bibleText: 'John 1:1-14',
        eventType: 'Special Meeting',
        downloadCount: 300,
        videoDownloadCount: 700,
        mediaKey: 'john-video',
      }),
      sermon({
        sermonID: ids.draft,
        // an unpublished translation: listed among the languages only to the broadcaster's staff
        fullTitle: 'Le Seigneur est mon berger',
        preachDate: '2024-07-07',
        publishTimestamp: null,
        languageCode: 'fr',
        languageCode3: 'fra',
        translationGroup: PSALM_GROUP,
      }),
      sermon({
        sermonID: ids.scheduled,
        fullTitle: 'Coming Next Week',
        preachDate: '2024-07-14',
        publishTimestamp: now + 7 * DAY,
      }),
      sermon({
        sermonID: '1007',
        fullTitle: 'Justified by Faith',
        preachDate: '1885-03-01',
        // published online long after it was preached
        publishTimestamp: 1_420_070_400,
        speakerID: 2,
        bibleText: 'Romans 5:1-11; Galatians 2:16',
        eventType: 'Classic Audio',
        downloadCount: 5000,
        pickDate: '2020-01-01',
      }),
      sermon({
        sermonID: '1008',
        fullTitle: 'Gracia sobre gracia',
        preachDate: '2019-06-09',
        broadcasterID: 'oxfordsem',
        speakerID: 4,
        bibleText: 'Juan 1:16',
        languageCode: 'es',
        languageCode3: 'spa',
        eventType: 'Chapel Service',
        downloadCount: 1,
      }),
      sermon({
        sermonID: '1009',
        fullTitle: 'Abide in Me',
        preachDate: '2024-01-14',
        seriesID: 10,
        bibleText: 'John 15:1-8',
        eventType: 'Sunday - PM',
        downloadCount: 120,
      }),
      sermon({
        sermonID: '1010',
        fullTitle: 'Questions Answered',
        preachDate: '2024-02-18',
        broadcasterID: 'oxfordsem',
        speakerID: 5,
        eventType: 'Question & Answer',
        downloadCount: 75,
      }),
    ],
  };

  const audio = (key: string, seconds: number, storageKey: string, size: number): DemoMedia => ({
    key,
    kind: 'audio',
    durationSeconds: seconds,
    renditions: [
      {
        encoding: 'audio-low',
        mediaType: 'mp3',
        storageKey: storageKey.replace('audio-high', 'audio-low'),
        contentType: 'audio/mpeg',
        bitrateKbps: 32,
        fileSizeBytes: Math.floor(size / 4),
        durationSeconds: seconds,
        audioCodec: 'mp3',
        videoCodec: null,
      },
      {
        encoding: 'audio-high',
        mediaType: 'mp3',
        storageKey,
        contentType: 'audio/mpeg',
        bitrateKbps: 128,
        fileSizeBytes: size,
        durationSeconds: seconds,
        audioCodec: 'mp3',
        videoCodec: null,
      },
    ],
  });
  const video = audio('john-video', 95, 'fixture/john-1/audio-high.mp3', 4000);
  video.kind = 'video';
  video.renditions.push(
    {
      encoding: 'video-high',
      mediaType: 'mp4',
      storageKey: 'fixture/john-1/video-high.mp4',
      contentType: 'video/mp4',
      bitrateKbps: 900,
      fileSizeBytes: 6000,
      durationSeconds: 96,
      audioCodec: 'aac',
      videoCodec: 'h264',
    },
    {
      encoding: 'video-low',
      mediaType: 'mp4',
      storageKey: 'fixture/john-1/video-low.mp4',
      contentType: 'video/mp4',
      bitrateKbps: 300,
      fileSizeBytes: 2000,
      durationSeconds: 96,
      audioCodec: 'aac',
      videoCodec: 'h264',
    },
    {
      encoding: 'video-thumbnail',
      mediaType: 'jpg',
      storageKey: 'fixture/john-1/thumbnail.jpg',
      contentType: 'image/jpeg',
      bitrateKbps: null,
      fileSizeBytes: 500,
      durationSeconds: null,
      audioCodec: null,
      videoCodec: null,
    },
  );
  const keys: Fixture['keys'] = {
    romansWaveform: 'fixture/romans-8/waveform.json',
    romansVtt: 'fixture/romans-8/captions.eng.vtt',
    romansSrt: 'fixture/romans-8/captions.eng.srt',
    romansTranscript: 'fixture/romans-8/transcript.eng.txt',
    psalmWaveform: 'fixture/psalm-23/waveform.json',
    videoWaveform: 'fixture/john-1/waveform.json',
    videoHlsMaster: 'fixture/john-1/hls/master.m3u8',
    videoPreview: 'fixture/john-1/preview.mp4',
    videoHigh: 'fixture/john-1/video-high.mp4',
  };
  const romansPeaks = fixturePeaks(1000);
  const files = new Map<string, Buffer>([
    [audioKey, audioBytes],
    [keys.romansWaveform, Buffer.from(JSON.stringify(romansPeaks))],
    [keys.romansVtt, Buffer.from(vtt(ROMANS_CUES))],
    [keys.romansSrt, Buffer.from(srt(ROMANS_CUES))],
    [keys.romansTranscript, Buffer.from(`${ROMANS_CUES.map((c) => c.text).join('\n')}\n`)],
    // cut off mid-array, as a crashed writer would leave it
    [keys.psalmWaveform, Buffer.from('[0.12,0.5,0.33,0.9')],
    [keys.videoWaveform, Buffer.from(JSON.stringify(fixturePeaks(1000).reverse()))],
    ...hlsFiles('fixture/john-1/hls'),
  ]);

  /** A file-backed extra of a recording; its size is that of its bytes in `files`. */
  const extra = (
    encoding: DemoRendition['encoding'],
    mediaType: DemoRendition['mediaType'],
    storageKey: string,
    contentType: string,
    more: Partial<DemoRendition> = {},
  ): DemoRendition => ({
    encoding,
    mediaType,
    storageKey,
    contentType,
    bitrateKbps: null,
    fileSizeBytes: files.get(storageKey)?.length ?? 0,
    durationSeconds: null,
    audioCodec: null,
    videoCodec: null,
    ...more,
  });

  const romans = audio('romans-audio', 1800, audioKey, audioBytes.length);
  romans.renditions.push(
    extra('waveform', 'json', keys.romansWaveform, 'application/json'),
    extra('caption', 'caption', keys.romansVtt, 'text/vtt', { language: 'eng' }),
    extra('caption-srt', 'caption', keys.romansSrt, 'application/x-subrip', { language: 'eng' }),
    extra('transcript', 'transcript', keys.romansTranscript, 'text/plain; charset=utf-8', { language: 'eng' }),
  );
  const psalm = audio('psalm-audio', 600, 'fixture/psalm-23/audio-high.mp3', 3000);
  psalm.renditions.push(extra('waveform', 'json', keys.psalmWaveform, 'application/json'));
  video.renditions.push(
    extra('waveform', 'json', keys.videoWaveform, 'application/json'),
    extra('video-hls', 'mp4', keys.videoHlsMaster, 'application/vnd.apple.mpegurl', {
      durationSeconds: 96,
      audioCodec: 'aac',
      videoCodec: 'h264',
    }),
    // not a playable clip: the API only links it, and no server test decodes it
    extra('video-short', 'mp4', keys.videoPreview, 'video/mp4', {
      fileSizeBytes: 1500,
      durationSeconds: 8,
      audioCodec: 'aac',
      videoCodec: 'h264',
    }),
  );
  const media = [romans, psalm, video];
  return { catalogue, media, now, ids, audioBytes, audioKey, keys, romansPeaks, translationGroup: PSALM_GROUP, files };
}

/** Writes every file: those with given bytes as they are, the other renditions filled to their size. */
export async function writeFixtureMedia(fixture: Fixture, mediaRoot: string): Promise<void> {
  const contents = new Map(fixture.files);
  for (const { storageKey, fileSizeBytes } of fixture.media.flatMap((item) => item.renditions)) {
    if (!contents.has(storageKey)) contents.set(storageKey, Buffer.alloc(fileSizeBytes, 7));
  }
  for (const [key, bytes] of contents) {
    const file = path.join(mediaRoot, ...key.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }
}

