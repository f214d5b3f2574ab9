import { cueAt, cueIndexAt, lastStartedCueIndex, parseCaptions, parseCaptionTimestamp, type SubtitleCue } from './captions';

const SRT = `1
00:00:01,000 --> 00:00:04,250
Grace and peace to you.

2
00:00:04,500 --> 00:01:02,003
The Lord is my shepherd;
I shall not want.
`;

const VTT = `WEBVTT - demo captions
Kind: captions
Language: en

NOTE written by hand,
over two lines

STYLE
::cue { color: yellow }

intro
00:00:01.000 --> 00:00:04.250 align:start position:10%
Grace and peace to you.

00:04.500 --> 01:02.003
The Lord is my shepherd;
I shall not want.
`;

function cue(id: string, startTime: number, endTime: number, text: string): SubtitleCue {
  return { id, startTime, endTime, text };
}

describe('parseCaptionTimestamp', () => {
  it('reads hh:mm:ss,mmm as SRT writes it and hh:mm:ss.mmm as VTT does', () => {
    expect(parseCaptionTimestamp('00:00:01,000')).toBe(1);
    expect(parseCaptionTimestamp('01:02:03,456')).toBe(3723.456);
    expect(parseCaptionTimestamp('01:02:03.456')).toBe(3723.456);
  });

  it('reads VTT times without hours, hours over two digits and times without a fraction', () => {
    expect(parseCaptionTimestamp('02:03.400')).toBe(123.4);
    expect(parseCaptionTimestamp('100:00:00.000')).toBe(360_000);
    expect(parseCaptionTimestamp('00:00:07')).toBe(7);
    expect(parseCaptionTimestamp('  00:00:07,5  ')).toBe(7.5);
  });

  it('reads the fraction as a decimal fraction, rounded to whole milliseconds', () => {
    expect(parseCaptionTimestamp('00:00:01,5')).toBe(1.5);
    expect(parseCaptionTimestamp('00:00:01,05')).toBe(1.05);
    expect(parseCaptionTimestamp('00:00:01,0004')).toBe(1);
    expect(parseCaptionTimestamp('00:00:00,300')).toBe(0.3);
  });

  it('counts an unparsable timestamp as 0', () => {
    for (const broken of ['', 'garbage', '00:61:00,000', '00:00:75,000', '-00:00:01,000', '1:2:3:4', '00;00;01,000', '00:00:01,abc', '00:00:01,000 junk']) {
      expect(parseCaptionTimestamp(broken)).toBe(0);
    }
  });
});

describe('parseCaptions', () => {
  it('reads the blocks of an SRT file: index, time range and text', () => {
    expect(parseCaptions(SRT)).toEqual([
      cue('1', 1, 4.25, 'Grace and peace to you.'),
      cue('2', 4.5, 62.003, 'The Lord is my shepherd;\nI shall not want.'),
    ]);
  });

  it('reads a VTT file the same way, skipping its header, NOTE and STYLE blocks and cue settings', () => {
    expect(parseCaptions(VTT)).toEqual([
      cue('intro', 1, 4.25, 'Grace and peace to you.'),
      cue('2', 4.5, 62.003, 'The Lord is my shepherd;\nI shall not want.'),
    ]);
  });

  it('gives the same cues for a file with a BOM and CRLF or CR line ends', () => {
    const expected = parseCaptions(SRT);
    expect(parseCaptions(`\uFEFF${SRT.replace(/\n/g, '\r\n')}`)).toEqual(expected);
    expect(parseCaptions(SRT.replace(/\n/g, '\r'))).toEqual(expected);
    expect(parseCaptions(`\uFEFF${VTT}`)[0]?.id).toBe('intro');
  });

  it('treats runs of blank lines (also of spaces) as one separator', () => {
    const spaced = `\n\n1\n00:00:01,000 --> 00:00:02,000\nOne\n\n \n\t\n\n2\n00:00:03,000 --> 00:00:04,000\nTwo\n\n\n`;
    expect(parseCaptions(spaced).map((c) => c.text)).toEqual(['One', 'Two']);
  });

  it('numbers cues that have no index by their position', () => {
    const noIndex = `00:00:01,000 --> 00:00:02,000\nOne\n\n00:00:03,000 --> 00:00:04,000\nTwo\n`;
    expect(parseCaptions(noIndex).map((c) => c.id)).toEqual(['1', '2']);
  });

  it('splits cues that were written without a blank line between them', () => {
    const packed = `1\n00:00:01,000 --> 00:00:02,000\nOne\n2\n00:00:03,000 --> 00:00:04,000\nTwo\nand more\n00:00:05,000 --> 00:00:06,000\nThree\n`;
    expect(parseCaptions(packed)).toEqual([
      cue('1', 1, 2, 'One'),
      cue('2', 3, 4, 'Two\nand more'),
      cue('3', 5, 6, 'Three'),
    ]);
  });

  it('reads a VTT file whose first cue follows the header without a blank line', () => {
    expect(parseCaptions('WEBVTT\n00:01.000 --> 00:02.000\nHello\n')).toEqual([cue('1', 1, 2, 'Hello')]);
  });

  it('keeps the text of a cue with a broken timestamp and counts that timestamp as 0', () => {
    const broken = `1\n00:00:0x,000 --> 00:00:02,000\nBroken start\n\n2\n00:00:03,000 --> never\nBroken end\n\n3\n-->\nNo times at all\n`;
    expect(parseCaptions(broken)).toEqual([
      cue('1', 0, 2, 'Broken start'),
      cue('3', 0, 0, 'No times at all'),
      cue('2', 3, 0, 'Broken end'),
    ]);
  });

  it('strips tags, voice spans, classes, inline timestamps and ASS overrides to plain text', () => {
    const tagged = `WEBVTT

00:00:01.000 --> 00:00:05.000
<v Pastor John>Blessed are</v> <i>the</i> <b>meek</b>,
<c.yellow.bg_blue>for they</c> <00:00:03.000><u>shall</u> <ruby>inherit<rt>x</rt></ruby>
{\\an8}<font color="#ff0000">the earth</font>.
`;
    expect(parseCaptions(tagged)[0]?.text).toBe('Blessed are the meek,\nfor they shall inheritx\nthe earth.');
  });

  it('decodes entities after stripping tags, so escaped markup stays visible as text', () => {
    const escaped = `00:00:01.000 --> 00:00:02.000\nFish &amp; chips &lt;b&gt; &#8212; &#x263A;&nbsp;&unknown; a < b > c\n`;
    expect(parseCaptions(escaped)[0]?.text).toBe('Fish & chips <b> \u2014 \u263a\u00a0&unknown; a < b > c');
  });

  it('drops cues left without text and blocks without a time range', () => {
    const sparse = `1\n00:00:01,000 --> 00:00:02,000\n<i></i>\n\njust some words\nwithout times\n\n3\n00:00:03,000 --> 00:00:04,000\nKept\n`;
    expect(parseCaptions(sparse)).toEqual([cue('3', 3, 4, 'Kept')]);
  });

  it('skips a NOTE block even when its text mentions a time range', () => {
    expect(parseCaptions('WEBVTT\n\nNOTE 00:00:01.000 --> 00:00:02.000 is not a cue\n\n00:00:03.000 --> 00:00:04.000\nCue\n')).toEqual([
      cue('1', 3, 4, 'Cue'),
    ]);
  });

  it('sorts cues by start time and keeps the file order of cues starting together', () => {
    const unordered = `1\n00:00:09,000 --> 00:00:10,000\nLast\n\n2\n00:00:01,000 --> 00:00:02,000\nFirst A\n\n3\n00:00:01,000 --> 00:00:03,000\nFirst B\n`;
    expect(parseCaptions(unordered).map((c) => c.text)).toEqual(['First A', 'First B', 'Last']);
  });

  it('gives no cues for an empty file, a header only, garbage or a value that is not text', () => {
    expect(parseCaptions('')).toEqual([]);
    expect(parseCaptions('WEBVTT\n\n')).toEqual([]);
    expect(parseCaptions('\uFEFF\r\n\r\n')).toEqual([]);
    expect(parseCaptions('<html><body>404 Not Found</body></html>')).toEqual([]);
    expect(parseCaptions('\u0000\u0001\u0002 binary \uFFFD\uFFFD')).toEqual([]);
    expect(parseCaptions(undefined as unknown as string)).toEqual([]);
    expect(parseCaptions({} as unknown as string)).toEqual([]);
  });

  it('parses 10,000 cues quickly', () => {
    const blocks: string[] = [];
    for (let i = 0; i < 10_000; i += 1) {
      const start = i * 3;
      blocks.push(`${i + 1}\n${srtTime(start)} --> ${srtTime(start + 2.5)}\n<i>Line ${i}</i> of the sermon,\nsecond line &amp; more`);
    }
    const file = blocks.join('\n\n');
    const began = performance.now();
    const cues = parseCaptions(file);
    const elapsed = performance.now() - began;
    expect(cues).toHaveLength(10_000);
    expect(cues[9_999]).toEqual(cue('10000', 29_997, 29_999.5, 'Line 9999 of the sermon,\nsecond line & more'));
    // generous for a shared CI machine; a quadratic parser takes many seconds here
    expect(elapsed).toBeLessThan(1000);
  });
});

describe('cueIndexAt and cueAt', () => {
  const cues = parseCaptions(SRT);

  it('finds the cue whose [start, end) holds the time', () => {
    expect(cueIndexAt(cues, 1)).toBe(0);
    expect(cueIndexAt(cues, 4.249)).toBe(0);
    expect(cueIndexAt(cues, 4.5)).toBe(1);
    expect(cueIndexAt(cues, 62)).toBe(1);
    expect(cueAt(cues, 30)?.text).toBe('The Lord is my shepherd;\nI shall not want.');
  });

  it('finds nothing before the first cue, between cues, at an end time or after the last', () => {
    expect(cueIndexAt(cues, 0)).toBe(-1);
    expect(cueIndexAt(cues, 4.25)).toBe(-1);
    expect(cueIndexAt(cues, 4.4)).toBe(-1);
    expect(cueIndexAt(cues, 62.003)).toBe(-1);
    expect(cueAt(cues, 1000)).toBeNull();
  });

  it('finds nothing in an empty list or for a time that is not a number', () => {
    expect(cueIndexAt([], 3)).toBe(-1);
    expect(cueAt(cues, Number.NaN)).toBeNull();
    expect(cueAt(cues, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('prefers the cue that started last when cues overlap, and still finds an earlier long cue', () => {
    const overlapping = [cue('a', 0, 10, 'long'), cue('b', 2, 4, 'short'), cue('c', 5, 6, 'other')];
    expect(cueAt(overlapping, 3)?.id).toBe('b');
    expect(cueAt(overlapping, 4.5)?.id).toBe('a');
    expect(cueAt(overlapping, 5.5)?.id).toBe('c');
    expect(cueAt(overlapping, 7)?.id).toBe('a');
  });

  it('never shows a cue whose broken end time lies before its start', () => {
    const broken = parseCaptions('1\n00:00:03,000 --> junk\nBroken\n');
    expect(cueAt(broken, 3)).toBeNull();
    expect(cueAt(broken, 5)).toBeNull();
  });

  it('lastStartedCueIndex gives the last cue already started, also between cues', () => {
    expect(lastStartedCueIndex(cues, 0.5)).toBe(-1);
    expect(lastStartedCueIndex(cues, 1)).toBe(0);
    expect(lastStartedCueIndex(cues, 4.4)).toBe(0);
    expect(lastStartedCueIndex(cues, 500)).toBe(1);
    expect(lastStartedCueIndex(cues, Number.NaN)).toBe(-1);
  });

  it('answers 100,000 lookups in 10,000 cues quickly (binary search)', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => cue(String(i + 1), i * 3, i * 3 + 2.5, `Line ${i}`));
    const began = performance.now();
    let found = 0;
    for (let i = 0; i < 100_000; i += 1) if (cueIndexAt(many, (i * 0.3) % 30_000) !== -1) found += 1;
    expect(performance.now() - began).toBeLessThan(200);
    expect(found).toBeGreaterThan(80_000);
    expect(cueAt(many, 29_998)?.text).toBe('Line 9999');
  });
});

function srtTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}
