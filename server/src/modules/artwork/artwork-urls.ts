// Paths of the generated artwork (initials on a colour) that stands in until a broadcaster,
// speaker or series uploads its own image; the images are real SVGs served by ./routes.
export type ArtworkKind = 'speakers' | 'broadcasters' | 'series';

export function artworkPath(kind: ArtworkKind, id: string | number): string {
  return `/media/artwork/${kind}/${encodeURIComponent(String(id))}.svg`;
}

/** Album-art URL template: clients replace both `{size}` placeholders. */
export function albumArtTemplate(kind: ArtworkKind, id: string | number): string {
  return `${artworkPath(kind, id)}?size={size}x{size}`;
}
