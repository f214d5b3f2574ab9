import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { parseColorMode, resolveColorMode } from './color-mode';
import { startColorMode, type ColorModeController, type ColorModeEnvironment } from './color-mode-controller';

/** A prefers-color-scheme query the test can flip. */
function fakeSystemDark(initial: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initial,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    flip(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
  return query;
}

let controller: ColorModeController | null = null;

function start(options: { stored?: string; systemDark?: boolean } = {}) {
  window.localStorage.clear();
  if (options.stored !== undefined) window.localStorage.setItem('colorMode', options.stored);
  const systemDark = fakeSystemDark(options.systemDark ?? false);
  const env: ColorModeEnvironment = {
    storage: window.localStorage,
    root: document.documentElement,
    target: window,
    systemDark: systemDark as unknown as MediaQueryList,
  };
  controller = startColorMode(env);
  return { systemDark };
}

const applied = () => document.documentElement.getAttribute('data-color-mode');

afterEach(() => {
  controller?.stop();
  controller = null;
  document.documentElement.removeAttribute('data-color-mode');
});

describe('the color mode rules', () => {
  it('read anything unknown or missing as system, and tolerate a JSON-quoted value', () => {
    expect(parseColorMode(null)).toBe('system');
    expect(parseColorMode('sepia')).toBe('system');
    expect(parseColorMode('dark')).toBe('dark');
    expect(parseColorMode('"light"')).toBe('light');
  });

  it('let system follow the device', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
  });
});

describe('the shell keeping the color mode', () => {
  it('applies the stored mode on <html> at boot', () => {
    start({ stored: 'dark' });
    expect(applied()).toBe('dark');
    expect(controller!.mode()).toBe('dark');
  });

  it('follows the device in system mode, also when the device switches', () => {
    const { systemDark } = start({ systemDark: true });
    expect(applied()).toBe('dark');
    systemDark.flip(false);
    expect(applied()).toBe('light');
  });

  it('ignores the device once light or dark is chosen', () => {
    const { systemDark } = start({ stored: 'light', systemDark: false });
    systemDark.flip(true);
    expect(applied()).toBe('light');
  });

  it('stores and applies what the settings page asks for', () => {
    start();
    emitPlatformEvent('shell:color-mode', { mode: 'dark' });
    expect(applied()).toBe('dark');
    expect(window.localStorage.getItem('colorMode')).toBe('dark');
    emitPlatformEvent('shell:color-mode', { mode: 'sepia' as never });
    expect(window.localStorage.getItem('colorMode')).toBe('dark');
  });

  it('follows a change made in another tab', () => {
    start({ stored: 'light' });
    window.localStorage.setItem('colorMode', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'colorMode', newValue: 'dark' }));
    expect(applied()).toBe('dark');
    // another tab cleared the storage: back to the device's mode
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(applied()).toBe('light');
  });

  it('ignores storage changes of other keys', () => {
    start({ stored: 'dark' });
    window.localStorage.setItem('colorMode', 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: 'locale', newValue: 'de' }));
    expect(applied()).toBe('dark');
  });

  it('keeps working for the page when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    controller = startColorMode({ storage: blocked, root: document.documentElement, target: window, systemDark: null });
    expect(applied()).toBe('light');
    emitPlatformEvent('shell:color-mode', { mode: 'dark' });
    expect(applied()).toBe('dark');
  });
});
