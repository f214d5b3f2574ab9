import type { LayoutName } from '@sermon/shared-contracts/routes/route-table';

/** Layouts that show the page alone: embeds, the video wall and the lite pages (print, full screen). */
const CHROMELESS: ReadonlySet<LayoutName> = new Set(['embed', 'video-wall', 'lite']);

/** Whether the shell shows its header and footer around a page of this layout. */
export function showsChrome(layout: LayoutName): boolean {
  return !CHROMELESS.has(layout);
}
