// Subtitle files (SRT and WebVTT) as cues, and the cue playing at a given time (spec doc 2 §5, doc 1 §3 "Subtitle cue").

/** One caption: times in seconds from the start of the media, text plain (markup stripped), lines joined by '\n'. */
export interface SubtitleCue {
  /** the block's index (SRT) or identifier (VTT); its 1-based position in the file when the block has none */
  id: string;
  startTime: number;
  endTime: number;
  text: string;
}

/**
 * hh:mm:ss,mmm as SRT writes it; also '.' before the fraction, no hours (mm:ss.mmm, as VTT allows), any number of
 * hour digits, one-digit fields and any number of fraction digits, because hand-made files are sloppy.
 */
const TIMESTAMP = /^(?:(\d+):)?([0-5]?\d):([0-5]?\d)(?:[,.](\d+))?$/;
const ARROW = '-->';
const INDEX_LINE = /^\d+$/;
const VTT_HEADER = /^WEBVTT(?:[ \t]|$)/;
/** VTT blocks that are not cues; they cannot hold '-->' and end at the next blank line. */
const VTT_NON_CUE_BLOCK = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;
/** <i>, </b>, <c.yellow>, <v Speaker>, <ruby>, <lang en> and VTT's inline timestamps <00:00:01.500>; not "a < b". */
const TAG = /<\/?(?:[a-zA-Z][^<>]*|\d[\d:.]*)>/g;
/** {\an8}-style positioning some SRT files carry over from ASS */
const ASS_OVERRIDE = /\{\\[^{}]*\}/g;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
};
const ENTITY = /&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g;

/**
 * Seconds of a timestamp; anything unparsable (garbage, negative, minutes or seconds over 59, empty) counts as 0,
 * as the spec says, so one broken line does not lose the cue's text.
 */
export function parseCaptionTimestamp(value: string): number {
  const match = TIMESTAMP.exec(value.trim());
  if (!match) return 0;
  const [, hours, minutes, seconds, fraction] = match;
  const total = Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + (fraction ? Number(`0.${fraction}`) : 0);
  // whole milliseconds: 0.1 + 0.2 style noise would make "starts at 1.3" comparisons fail
  return Math.round(total * 1000) / 1000;
}

/**
 * The cues of an SRT or VTT file, sorted by start time (cues starting together keep their file order). Tolerates a
 * BOM, CRLF or CR line ends, runs of blank lines, a missing index, a missing blank line between cues, VTT header,
 * NOTE, STYLE and REGION blocks and cue settings; blocks without a time range are dropped, as are cues left
 * without text once markup is stripped. Never throws: garbage gives [].
 */
export function parseCaptions(source: string): SubtitleCue[] {
  if (typeof source !== 'string' || source.length === 0) return [];
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const cues: SubtitleCue[] = [];
  let block: string[] = [];
  let isFirstBlock = true;
  const flush = () => {
    if (block.length === 0) return;
    readBlock(block, isFirstBlock, cues);
    isFirstBlock = false;
    block = [];
  };
  for (const line of lines) {
    if (line.trim() === '') flush();
    else block.push(line);
  }
  flush();
  return cues.sort((a, b) => a.startTime - b.startTime);
}

/** Appends the cues of one blank-line-separated block (normally one; several when blank lines were left out). */
function readBlock(lines: string[], isFirstBlock: boolean, out: SubtitleCue[]): void {
  const firstLine = (lines[0] ?? '').trim();
  if (VTT_NON_CUE_BLOCK.test(firstLine)) return;
  const isHeader = isFirstBlock && VTT_HEADER.test(firstLine);

  const timingLines: number[] = [];
  lines.forEach((line, index) => {
    if (line.includes(ARROW)) timingLines.push(index);
  });
  if (timingLines.length === 0) return;

  // an index line just before the next time range belongs to the next cue, not to this cue's text
  let idLine = isHeader ? -1 : (timingLines[0] ?? 0) - 1;
  timingLines.forEach((timing, k) => {
    const next = timingLines[k + 1];
    const nextHasIndex = next !== undefined && next - 1 > timing && INDEX_LINE.test((lines[next - 1] ?? '').trim());
    const textEnd = next === undefined ? lines.length : nextHasIndex ? next - 1 : next;
    const text = lines
      .slice(timing + 1, textEnd)
      .map(plainText)
      .filter((line) => line !== '')
      .join('\n');
    const id = (lines[idLine] ?? '').trim();
    idLine = nextHasIndex ? next - 1 : -1;
    if (text === '') return;
    const { startTime, endTime } = parseTimeRange(lines[timing] ?? '');
    out.push({ id: id || String(out.length + 1), startTime, endTime, text });
  });
}

/** "00:01:02,500 --> 00:01:04,000 align:start position:10%": the settings after the end time are ignored. */
function parseTimeRange(line: string): { startTime: number; endTime: number } {
  const arrow = line.indexOf(ARROW);
  const start = line.slice(0, arrow);
  const end = line.slice(arrow + ARROW.length).trim().split(/\s+/)[0] ?? '';
  return { startTime: parseCaptionTimestamp(start), endTime: parseCaptionTimestamp(end) };
}

/** One text line without markup: tags and ASS overrides removed first, then entities decoded (so &lt;b&gt; stays text). */
function plainText(line: string): string {
  return line
    .replace(TAG, '')
    .replace(ASS_OVERRIDE, '')
    .replace(ENTITY, (entity, name: string) => decodeEntity(name) ?? entity)
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function decodeEntity(name: string): string | undefined {
  if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()];
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** Index of the last cue starting at or before `time` (cues sorted by start), or -1; binary search. */
export function lastStartedCueIndex(cues: readonly SubtitleCue[], time: number): number {
  if (!Number.isFinite(time)) return -1;
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((cues[middle]?.startTime ?? Number.POSITIVE_INFINITY) <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * How far back an overlapping cue is looked for. Overlaps (two speakers at once) are next to each other in real
 * files; a bounded look keeps the search O(log n) on every timeupdate.
 */
const OVERLAP_LOOKBACK = 16;

/**
 * Index of the cue whose [startTime, endTime) holds `time`, or -1 (between cues, before the first, after the last).
 * When cues overlap, the one that started last wins. Cues must be sorted by start, as parseCaptions returns them.
 */
export function cueIndexAt(cues: readonly SubtitleCue[], time: number): number {
  const last = lastStartedCueIndex(cues, time);
  for (let index = last; index >= 0 && index > last - OVERLAP_LOOKBACK; index -= 1) {
    if (time < (cues[index]?.endTime ?? 0)) return index;
  }
  return -1;
}

/** The cue showing at `time`, or null. */
export function cueAt(cues: readonly SubtitleCue[], time: number): SubtitleCue | null {
  const index = cueIndexAt(cues, time);
  return cues[index] ?? null;
}
