// The player's keyboard shortcuts, as a pure mapping from a key press to what the player should do.
//
//   Space        play / pause
//   ←            back SKIP_BACK_SECONDS (10 s)
//   →            forward SKIP_FORWARD_SECONDS (30 s)
//   ↑ / ↓        volume ± VOLUME_STEP (5 of 100)
//   M            mute / unmute
//   F            fullscreen (video) or the expanded player (audio)
//   ?            the list of shortcuts
//
// A press is left alone when the listener is typing (inputs, text areas, selects, editable text), when a modifier
// key is held (the browser's and the system's own shortcuts), when the focused control already answers that key
// itself (Space on a button, arrows on a slider or in a menu), and when nothing is loaded.

/** Skip amounts shared by the buttons, the arrow keys and the lock-screen controls. */
export const SKIP_BACK_SECONDS = 10;
export const SKIP_FORWARD_SECONDS = 30;
/** Volume change per arrow press, on the player's 0..100 scale. */
export const VOLUME_STEP = 5;

export type PlayerShortcut =
  | { action: 'toggle-play' }
  | { action: 'seek-by'; seconds: number }
  | { action: 'volume-by'; delta: number }
  | { action: 'toggle-mute' }
  | { action: 'fullscreen' }
  | { action: 'help' };

/** The parts of a KeyboardEvent the rule reads. */
export interface ShortcutKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  /** held down: auto-repeat */
  repeat?: boolean;
}

/** Where the key was pressed: the focused element, described without the DOM. */
export interface ShortcutTarget {
  /** upper-case tag name, e.g. 'INPUT' */
  tagName: string;
  /** the element or an ancestor is contenteditable */
  editable?: boolean;
  /** ARIA role of the element or of the closest ancestor that has one */
  role?: string | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/** Controls that activate on Space themselves: handling it too would toggle twice. */
const SPACE_TAGS = new Set(['BUTTON', 'A', 'SUMMARY', 'VIDEO', 'AUDIO']);
const SPACE_ROLES = new Set(['button', 'link', 'checkbox', 'switch', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'option', 'tab', 'radio']);
/** Widgets that move with the arrow keys. */
const ARROW_ROLES = new Set(['slider', 'menu', 'menubar', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'listbox', 'option', 'radiogroup', 'radio', 'tablist', 'tab', 'grid', 'tree', 'spinbutton', 'scrollbar']);

/** Form fields (a range or checkbox input answers Space and arrows itself too) and editable text. */
function isTyping(target: ShortcutTarget): boolean {
  if (target.editable || TYPING_TAGS.has(target.tagName)) return true;
  return target.role === 'textbox' || target.role === 'searchbox' || target.role === 'combobox';
}

function keyToShortcut(key: string): PlayerShortcut | null {
  switch (key) {
    case ' ':
    case 'Spacebar':
      return { action: 'toggle-play' };
    case 'ArrowLeft':
      return { action: 'seek-by', seconds: -SKIP_BACK_SECONDS };
    case 'ArrowRight':
      return { action: 'seek-by', seconds: SKIP_FORWARD_SECONDS };
    case 'ArrowUp':
      return { action: 'volume-by', delta: VOLUME_STEP };
    case 'ArrowDown':
      return { action: 'volume-by', delta: -VOLUME_STEP };
    case 'm':
    case 'M':
      return { action: 'toggle-mute' };
    case 'f':
    case 'F':
      return { action: 'fullscreen' };
    case '?':
      return { action: 'help' };
    default:
      return null;
  }
}

/**
 * The shortcut a key press stands for, or null when the player must leave the press alone (the caller then does not
 * prevent the browser's default, e.g. Space still scrolls a page with nothing loaded).
 */
export function playerShortcut(key: ShortcutKey, target: ShortcutTarget | null, loaded: boolean): PlayerShortcut | null {
  if (!loaded) return null;
  if (key.ctrlKey || key.metaKey || key.altKey) return null;
  const shortcut = keyToShortcut(key.key);
  if (!shortcut) return null;
  // Shift is part of typing '?' on most layouts; with any other key it belongs to someone else (Shift+Space scrolls up).
  if (key.shiftKey && shortcut.action !== 'help') return null;
  // Holding Space or F would flip the state at the key-repeat rate.
  if (key.repeat && (shortcut.action === 'toggle-play' || shortcut.action === 'fullscreen' || shortcut.action === 'toggle-mute' || shortcut.action === 'help')) return null;
  if (target) {
    if (isTyping(target)) return null;
    const role = target.role ?? null;
    if (shortcut.action === 'toggle-play' && (SPACE_TAGS.has(target.tagName) || (role !== null && SPACE_ROLES.has(role)))) return null;
    if ((shortcut.action === 'seek-by' || shortcut.action === 'volume-by') && role !== null && ARROW_ROLES.has(role)) return null;
  }
  return shortcut;
}
