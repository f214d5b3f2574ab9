// One way of casting (Chromecast, AirPlay), as the browser caster drives it.
import type { CasterCommand, CasterEvent } from '@sermon/shared-contracts/machines/player.machine';

export type CastAdapterKind = 'chromecast' | 'airplay';

export interface CastAdapter {
  kind: CastAdapterKind;
  /** Starts watching for devices and sessions, reporting through `emit`; returns the function that stops it. */
  start(emit: (event: CasterEvent) => void): () => void;
  /** A command of the machine for this adapter's session (or a request to open one). */
  handle(command: CasterCommand): void;
}
