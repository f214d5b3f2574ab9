// Caption cues for the demo recordings: every spoken line has a measured start and end, long lines are
// split into cues a viewer can read (at most two rows of about 42 characters), and the cues are written
// as WebVTT and SRT. Also reads cue times back, to check the files before they replace good ones.

/** A line of the script and when it is heard, in seconds from the start of the recording. */
export interface TimedLine {
  text: string;
  start: number;
  end: number;
}

export interface Cue {
  start: number;
  end: number;
  /** One or two rows separated by a newline. */
  text: string;
}

/** Two rows of this length fit a phone screen at the usual caption size. */
export const MAX_ROW_CHARS = 42;
export const MAX_CUE_CHARS = MAX_ROW_CHARS * 2;

/** Splits each line into readable cues; a line's time is shared between its cues by their length. */
export function cuesFromLines(lines: readonly TimedLine[]): Cue[] {
  const cues: Cue[] = [];
  for (const line of lines) {
    const chunks = splitIntoChunks(line.text, MAX_CUE_CHARS);
    const weights = chunks.map(spokenLength);
    const total = weights.reduce((sum, w) => sum + w, 0) || 1;
    let before = 0;
    chunks.forEach((chunk, i) => {
      const start = line.start + ((line.end - line.start) * before) / total;
      before += weights[i]!;
      const end = i === chunks.length - 1 ? line.end : line.start + ((line.end - line.start) * before) / total;
      cues.push({ start: roundMs(start), end: roundMs(end), text: wrapRows(chunk, MAX_ROW_CHARS) });
    });
  }
  return cues;
}

/**
 * Times lines that were not measured (the tone fallback has no speech to measure): each line gets a
 * share of [start, end] proportional to its number of words.
 */
export function proportionalLines(texts: readonly string[], start: number, end: number): TimedLine[] {
  const words = texts.map((t) => Math.max(1, t.split(/\s+/).filter(Boolean).length));
  const total = words.reduce((sum, w) => sum + w, 0);
  let before = 0;
  return texts.map((text, i) => {
    const lineStart = start + ((end - start) * before) / total;
    before += words[i]!;
    return { text, start: lineStart, end: start + ((end - start) * before) / total };
  });
}

export function formatVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${escapeVtt(cue.text)}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

export function formatSrt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue, i) => `${i + 1}\n${srtTime(cue.start)} --> ${srtTime(cue.end)}\n${cue.text}`);
  return `${blocks.join('\n\n')}\n`;
}

/** The script as plain text: one paragraph per line. */
export function formatTranscript(lines: readonly string[]): string {
  return `${lines.join('\n\n')}\n`;
}

/** hh:mm:ss.mmm */
export function vttTime(seconds: number): string {
  return clock(seconds, '.');
}

/** hh:mm:ss,mmm */
export function srtTime(seconds: number): string {
  return clock(seconds, ',');
}

/**
 * The cue times of a VTT or SRT file, strictly: every timing line must be well formed (the demo files
 * are ours, so anything the player's lenient parser would forgive is a bug here).
 */
export function readCueTimes(text: string): { start: number; end: number }[] {
  const times: { start: number; end: number }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.includes('-->')) continue;
    const match = /^(\d{2}):(\d{2}):(\d{2})[.,](\d{3}) --> (\d{2}):(\d{2}):(\d{2})[.,](\d{3})$/.exec(line.trim());
    if (!match) throw new Error(`malformed cue timing: ${line}`);
    const n = match.slice(1).map(Number);
    times.push({ start: n[0]! * 3600 + n[1]! * 60 + n[2]! + n[3]! / 1000, end: n[4]! * 3600 + n[5]! * 60 + n[6]! + n[7]! / 1000 });
  }
  return times;
}

function clock(seconds: number, separator: '.' | ','): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}${separator}${pad(ms % 1000, 3)}`;
}

function roundMs(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

/** Letters and digits are what take time to say; spaces and punctuation barely do. */
function spokenLength(text: string): number {
  return text.replace(/[^\p{L}\p{N}]/gu, '').length || 1;
}

/**
 * Chunks of at most `max` characters, breaking after punctuation where possible (a cue that ends
 * mid-clause is hard to read), otherwise between words.
 */
function splitIntoChunks(text: string, max: number): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return [clean];
  const phrases = clean.match(/[^,;:.!?]+[,;:.!?]*\s*/g)?.map((p) => p.trim()).filter(Boolean) ?? [clean];
  const pieces = phrases.flatMap((phrase) => (phrase.length <= max ? [phrase] : splitWords(phrase, max)));
  const chunks: string[] = [];
  for (const piece of pieces) {
    const last = chunks[chunks.length - 1];
    if (last !== undefined && last.length + 1 + piece.length <= max) chunks[chunks.length - 1] = `${last} ${piece}`;
    else chunks.push(piece);
  }
  return chunks;
}

function splitWords(text: string, max: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + 1 + word.length > max) {
      chunks.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** One row when it fits, else two rows broken at the space nearest the middle. */
function wrapRows(text: string, maxRow: number): string {
  if (text.length <= maxRow) return text;
  const middle = text.length / 2;
  let best = -1;
  for (let i = text.indexOf(' '); i !== -1; i = text.indexOf(' ', i + 1)) {
    if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  return best === -1 ? text : `${text.slice(0, best)}\n${text.slice(best + 1)}`;
}

function escapeVtt(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
