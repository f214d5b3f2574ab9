/**
 * The player's keyboard shortcuts on the whole page (the rule and its key list: shared-contracts
 * rules/player-shortcuts). A handled key's default is prevented, so Space does not also scroll the page.
 */
import { useEffect, useRef } from 'react';
import { clampVolume } from '@sermon/shared-contracts/rules/player-settings';
import { playerShortcut, type PlayerShortcut, type ShortcutTarget } from '@sermon/shared-contracts/rules/player-shortcuts';
import type { PlayerContext, PlayerEvent } from '@sermon/shared-contracts/machines/player.machine';

export interface ShortcutHandlers {
  /** F on a video: the picture fullscreen (or back) */
  toggleFullscreen: () => void;
  /** F on audio: the expanded player (or back) */
  toggleExpanded: () => void;
  /** ?: the list of shortcuts */
  toggleHelp: () => void;
}

interface Options extends ShortcutHandlers {
  context: Pick<PlayerContext, 'volume' | 'muted' | 'mediaType' | 'src'>;
  send: (event: PlayerEvent) => void;
  /** something is loaded that the keys can act on */
  loaded: boolean;
  /** off while another surface (a dialog) owns the keyboard */
  enabled?: boolean;
}

/** The focused element as the rule sees it. */
export function describeTarget(target: EventTarget | null): ShortcutTarget | null {
  if (!(target instanceof Element)) return null;
  const html = target as HTMLElement;
  return {
    tagName: target.tagName.toUpperCase(),
    editable: html.isContentEditable === true || target.closest('[contenteditable=""], [contenteditable="true"]') !== null,
    role: target.closest('[role]')?.getAttribute('role') ?? null,
  };
}

/** What a shortcut does to the player; false when it did nothing (the key then keeps its default). */
export function runShortcut(shortcut: PlayerShortcut, options: Omit<Options, 'loaded' | 'enabled'>): boolean {
  const { context, send } = options;
  switch (shortcut.action) {
    case 'toggle-play':
      send({ type: 'TOGGLE' });
      return true;
    case 'seek-by':
      send({ type: 'SEEK_BY', seconds: shortcut.seconds });
      return true;
    case 'volume-by':
      // Down while muted would silently lower the level the listener comes back to; up unmutes (the machine
      // unmutes on any volume above zero).
      if (context.muted && shortcut.delta < 0) return true;
      send({ type: 'SET_VOLUME', volume: clampVolume(context.volume + shortcut.delta) });
      return true;
    case 'toggle-mute':
      send({ type: 'TOGGLE_MUTE' });
      return true;
    case 'fullscreen':
      if (context.mediaType === 'video' && context.src !== null) options.toggleFullscreen();
      else options.toggleExpanded();
      return true;
    case 'help':
      options.toggleHelp();
      return true;
  }
}

export function usePlayerShortcuts(options: Options): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const current = latest.current;
      if (current.enabled === false || event.defaultPrevented) return;
      const shortcut = playerShortcut(event, describeTarget(event.target), current.loaded);
      if (shortcut && runShortcut(shortcut, current)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
