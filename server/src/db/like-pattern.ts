// ILIKE patterns from user text: % and _ in a search are literal characters, not wildcards.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
