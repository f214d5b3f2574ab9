// The generated artwork itself: the name's initials on a colour derived from the id.
const SKIPPED_WORDS = new Set(['the', 'of', 'and', 'a', 'an', 'in', 'on', 'at', 'for', 'to', '&']);

export function initialsOf(name: string, style: 'person' | 'title'): string {
  const words = name
    .split(/[\s\-–:,]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const significant = style === 'title' ? words.filter((w) => !SKIPPED_WORDS.has(w.toLowerCase())) : words;
  const picked = style === 'person' && significant.length > 1 ? [significant[0]!, significant[significant.length - 1]!] : significant.slice(0, 2);
  const initials = picked.map((w) => [...w][0]!.toUpperCase()).join('');
  return initials || '?';
}

function hueOf(seed: string): number {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return hash % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function initialsSvg(name: string, seed: string, style: 'person' | 'title'): string {
  const hue = hueOf(seed);
  const initials = escapeXml(initialsOf(name, style));
  const label = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512" role="img" aria-label="${label}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},48%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},52%,28%)"/>` +
    `</linearGradient></defs><rect width="512" height="512" fill="url(#g)"/>` +
    `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" ` +
    `font-size="${initials.length > 1 ? 200 : 240}" fill="#fff" fill-opacity="0.92">${initials}</text></svg>`
  );
}
