// displayTitle is limited to 30 characters on create; long titles are shortened the way an editor
// would: keep the part before a colon, or cut at a word boundary without a dangling little word.

export const DISPLAY_TITLE_MAX = 30;

const DANGLING = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'for', 'with', 'by', 'on', 'or', 'at', 'from', 'de', 'la', 'el', 'der', 'die', 'das', 'und', 'le', 'et', 'da', 'do', 'e', 'o']);

export function toDisplayTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed.length <= DISPLAY_TITLE_MAX) return trimmed;
  const colon = trimmed.indexOf(':');
  if (colon >= 4 && colon <= DISPLAY_TITLE_MAX) return trimmed.slice(0, colon).trim();
  const words = trimmed.split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if ([...kept, word].join(' ').length > DISPLAY_TITLE_MAX) break;
    kept.push(word);
  }
  while (kept.length > 1 && DANGLING.has(kept[kept.length - 1]!.toLowerCase().replace(/[^\p{L}]/gu, ''))) kept.pop();
  const cut = kept.join(' ').replace(/[,;:\-–]+$/, '');
  // A single word longer than the limit (rare in any language) is cut hard.
  return (cut || trimmed).slice(0, DISPLAY_TITLE_MAX);
}
