/**
 * What a broadcaster is streaming right now, for the live embed. Webcasts arrive with issue 7: until then no live
 * stream is playable here, so a broadcaster is either off air, or on air on its own page (webcastInProgress) where
 * the embed sends the visitor. Issue 7 adds a `{ kind: 'live', ... }` source with its stream, and the live embed a
 * player for it; nothing else in the embed changes.
 */
import type { LiteBroadcaster } from '@sermon/shared-contracts/entities/broadcaster';

export type LiveSource =
  /** nothing live: the embed says so and offers the latest sermon */
  | { kind: 'offline' }
  /** a webcast is running but cannot be played in this embed yet: watch it on the broadcaster's page */
  | { kind: 'on-air-elsewhere' };

export function liveSourceOf(broadcaster: Pick<LiteBroadcaster, 'webcastInProgress'>): LiveSource {
  return broadcaster.webcastInProgress ? { kind: 'on-air-elsewhere' } : { kind: 'offline' };
}
