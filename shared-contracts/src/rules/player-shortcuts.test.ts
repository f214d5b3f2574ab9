import { playerShortcut, SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS, VOLUME_STEP, type ShortcutTarget } from './player-shortcuts';

const body: ShortcutTarget = { tagName: 'BODY' };

describe('playerShortcut', () => {
  it('maps the documented keys to player actions', () => {
    expect(playerShortcut({ key: ' ' }, body, true)).toEqual({ action: 'toggle-play' });
    expect(playerShortcut({ key: 'ArrowLeft' }, body, true)).toEqual({ action: 'seek-by', seconds: -SKIP_BACK_SECONDS });
    expect(playerShortcut({ key: 'ArrowRight' }, body, true)).toEqual({ action: 'seek-by', seconds: SKIP_FORWARD_SECONDS });
    expect(playerShortcut({ key: 'ArrowUp' }, body, true)).toEqual({ action: 'volume-by', delta: VOLUME_STEP });
    expect(playerShortcut({ key: 'ArrowDown' }, body, true)).toEqual({ action: 'volume-by', delta: -VOLUME_STEP });
    expect(playerShortcut({ key: 'm' }, body, true)).toEqual({ action: 'toggle-mute' });
    expect(playerShortcut({ key: 'M' }, body, true)).toEqual({ action: 'toggle-mute' });
    expect(playerShortcut({ key: 'f' }, body, true)).toEqual({ action: 'fullscreen' });
    expect(playerShortcut({ key: '?', shiftKey: true }, body, true)).toEqual({ action: 'help' });
  });

  it('skips back 10 seconds and forward 30', () => {
    expect(SKIP_BACK_SECONDS).toBe(10);
    expect(SKIP_FORWARD_SECONDS).toBe(30);
  });

  it('leaves other keys alone', () => {
    expect(playerShortcut({ key: 'a' }, body, true)).toBeNull();
    expect(playerShortcut({ key: 'Enter' }, body, true)).toBeNull();
    expect(playerShortcut({ key: 'Tab' }, body, true)).toBeNull();
  });

  it('does nothing while nothing is loaded, so Space still scrolls the page', () => {
    expect(playerShortcut({ key: ' ' }, body, false)).toBeNull();
    expect(playerShortcut({ key: 'm' }, body, false)).toBeNull();
  });

  it('leaves presses with modifier keys to the browser and the system', () => {
    expect(playerShortcut({ key: 'f', ctrlKey: true }, body, true)).toBeNull();
    expect(playerShortcut({ key: 'ArrowLeft', altKey: true }, body, true)).toBeNull();
    expect(playerShortcut({ key: 'm', metaKey: true }, body, true)).toBeNull();
    expect(playerShortcut({ key: ' ', shiftKey: true }, body, true)).toBeNull();
    expect(playerShortcut({ key: 'M', shiftKey: true }, body, true)).toBeNull();
  });

  it('ignores keys typed into form fields and editable text', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) {
      expect(playerShortcut({ key: ' ' }, { tagName }, true)).toBeNull();
      expect(playerShortcut({ key: 'm' }, { tagName }, true)).toBeNull();
    }
    expect(playerShortcut({ key: 'f' }, { tagName: 'DIV', editable: true }, true)).toBeNull();
    expect(playerShortcut({ key: 'm' }, { tagName: 'DIV', role: 'textbox' }, true)).toBeNull();
    expect(playerShortcut({ key: 'm' }, { tagName: 'DIV', role: 'combobox' }, true)).toBeNull();
  });

  it('lets a focused button or link answer Space itself, but still takes the other keys there', () => {
    expect(playerShortcut({ key: ' ' }, { tagName: 'BUTTON' }, true)).toBeNull();
    expect(playerShortcut({ key: ' ' }, { tagName: 'A' }, true)).toBeNull();
    expect(playerShortcut({ key: ' ' }, { tagName: 'DIV', role: 'menuitemradio' }, true)).toBeNull();
    expect(playerShortcut({ key: 'ArrowRight' }, { tagName: 'BUTTON' }, true)).toEqual({ action: 'seek-by', seconds: SKIP_FORWARD_SECONDS });
    expect(playerShortcut({ key: 'm' }, { tagName: 'BUTTON' }, true)).toEqual({ action: 'toggle-mute' });
  });

  it('lets sliders and menus keep their arrow keys', () => {
    expect(playerShortcut({ key: 'ArrowLeft' }, { tagName: 'DIV', role: 'slider' }, true)).toBeNull();
    expect(playerShortcut({ key: 'ArrowUp' }, { tagName: 'DIV', role: 'menu' }, true)).toBeNull();
    expect(playerShortcut({ key: 'ArrowDown' }, { tagName: 'BUTTON', role: 'menuitemradio' }, true)).toBeNull();
    // the slider does not handle Space: the player does
    expect(playerShortcut({ key: ' ' }, { tagName: 'DIV', role: 'slider' }, true)).toEqual({ action: 'toggle-play' });
  });

  it('does not flip play, mute or fullscreen at the key-repeat rate, but repeats seeks and volume', () => {
    expect(playerShortcut({ key: ' ', repeat: true }, body, true)).toBeNull();
    expect(playerShortcut({ key: 'm', repeat: true }, body, true)).toBeNull();
    expect(playerShortcut({ key: 'f', repeat: true }, body, true)).toBeNull();
    expect(playerShortcut({ key: 'ArrowRight', repeat: true }, body, true)).toEqual({ action: 'seek-by', seconds: SKIP_FORWARD_SECONDS });
    expect(playerShortcut({ key: 'ArrowUp', repeat: true }, body, true)).toEqual({ action: 'volume-by', delta: VOLUME_STEP });
  });

  it('works with no focused element', () => {
    expect(playerShortcut({ key: ' ' }, null, true)).toEqual({ action: 'toggle-play' });
  });
});
