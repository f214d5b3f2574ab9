/** An image URL that is the API's generic placeholder counts as no picture at all (spec, Speaker). */
export function realImageURL(url: string | null | undefined): string | null {
  return url && !url.includes('generic') ? url : null;
}
