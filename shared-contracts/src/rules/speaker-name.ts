// Rules for speaker names typed in the dashboard: placeholders are refused and a sort name is derived
// ("Charles H. Spurgeon" sorts as "Spurgeon, Charles H.").
import { GENERIC_SPEAKER_NAMES } from '../entities/speaker';

/** Same text as the sermon editor's duplicate rule (spec doc 1 §5). */
export const DUPLICATE_SPEAKER_TEXT = '{text} has already been added';
export const PLACEHOLDER_SPEAKER_TEXT = '{text} is a placeholder, not a speaker name';

/** Collapses inner whitespace and trims, so 'John  Doe ' and 'John Doe' are one speaker. */
export function normalizeSpeakerName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

export function isPlaceholderSpeakerName(name: string): boolean {
  const normalized = normalizeSpeakerName(name).toLowerCase();
  return GENERIC_SPEAKER_NAMES.some((placeholder) => placeholder.toLowerCase() === normalized);
}

/** Suffixes that stay after the surname part ("Martin Luther King Jr." sorts under King). */
const SUFFIXES = new Set(['jr', 'jr.', 'sr', 'sr.', 'ii', 'iii', 'iv', 'phd', 'ph.d.', 'dd', 'd.d.']);

/** "Last, First Middle"; one-word names stay as they are. */
export function defaultSortName(displayName: string): string {
  const words = normalizeSpeakerName(displayName).replace(/,/g, '').split(' ').filter(Boolean);
  let end = words.length;
  while (end > 1 && SUFFIXES.has(words[end - 1]!.toLowerCase())) end--;
  if (end < 2) return normalizeSpeakerName(displayName);
  const last = words[end - 1]!;
  const rest = [...words.slice(0, end - 1), ...words.slice(end)].join(' ');
  return `${last}, ${rest}`;
}
