/**
 * Marks a control that starts the player. The player's code loads only when a page first asks to play; hovering or
 * focusing a marked control fetches it ahead, so the press itself does not wait for the download.
 * Spread on the control: <button {...playerIntent} onClick={...}>.
 */
export const PLAYER_INTENT_ATTRIBUTE = 'data-player-intent';
export const playerIntent = { [PLAYER_INTENT_ATTRIBUTE]: '' } as const;
export const PLAYER_INTENT_SELECTOR = `[${PLAYER_INTENT_ATTRIBUTE}]`;
