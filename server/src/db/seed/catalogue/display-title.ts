// displayTitle is limited to 30 characters on create. Long titles are shortened the way an editor
// would: "&" for "and", "Pt." for "Part", the heading after a label such as "Lecture 2:", and
// otherwise a cut at a word boundary marked with an ellipsis.

export const DISPLAY_TITLE_MAX = 30;

const DANGLING = new Set([
  'a', 'an', 'and', '&', 'the', 'of', 'to', 'in', 'for', 'with', 'by', 'on', 'or', 'at', 'from', 'unto', 'that', 'is',
  'de', 'la', 'el', 'en', 'der', 'die', 'das', 'des', 'und', 'le', 'et', 'du', 'da', 'do', 'e', 'o', 'para', 'que',
]);

export function toDisplayTitle(title: string): string {
  const full = title.trim().replace(/\s+/g, ' ');
  if (full.length <= DISPLAY_TITLE_MAX) return full;

  const part = /\s*\(Part (\d+)\)$/.exec(full);
  if (part) {
    const base = full.slice(0, part.index);
    for (const suffix of [` (Pt. ${part[1]})`, ` (${part[1]})`]) {
      if (base.length + suffix.length <= DISPLAY_TITLE_MAX) return base + suffix;
    }
    return shorten(base, DISPLAY_TITLE_MAX - 4) + ` (${part[1]})`;
  }

  const colon = full.indexOf(':');
  if (colon > 0) {
    const heading = full.slice(colon + 1).trim();
    if (heading.length >= 8 && heading.length <= DISPLAY_TITLE_MAX) return heading;
    const label = full.slice(0, colon).trim();
    if (label.length >= 8 && label.length <= DISPLAY_TITLE_MAX) return label;
  }
  return shorten(full, DISPLAY_TITLE_MAX);
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const ampersand = text.replace(/ and /g, ' & ');
  if (ampersand.length <= max) return ampersand;
  const words = ampersand.split(' ');
  const kept: string[] = [];
  // Leave room for the ellipsis.
  for (const word of words) {
    if ([...kept, word].join(' ').length > max - 1) break;
    kept.push(word);
  }
  while (kept.length > 1 && DANGLING.has(kept[kept.length - 1]!.toLowerCase().replace(/[^\p{L}&]/gu, ''))) kept.pop();
  const cut = kept.join(' ').replace(/[,;:\-–]+$/, '');
  // A single word longer than the limit is cut hard.
  return cut ? `${cut}…` : `${text.slice(0, max - 1)}…`;
}
