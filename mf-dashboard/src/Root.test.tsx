import { setupI18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { ANONYMOUS_SESSION } from '@sermon/shared-contracts/auth/platform-session';
import { Root } from './Root';

jest.mock('./i18n/load-i18n', () => {
  // the real loader memoises per locale; React's use() needs the same promise on every render
  const ready = Promise.resolve(setupI18n({ locale: 'de', messages: { de: {} } }));
  return { loadI18n: jest.fn(() => ready) };
});

describe('the dashboard remote root', () => {
  it('marks its element with the container name and build id, and renders its routes under the locale basename', async () => {
    window.history.pushState({}, '', '/de/dashboard-beta');
    await act(async () => {
      render(<Root basePath="/de" locale="de" apiBase="/v2/" apiKey="k" session={ANONYMOUS_SESSION} />);
    });
    const rootElement = document.querySelector('[data-remote="mf_dashboard"]');
    expect(rootElement?.getAttribute('data-build-id')).toBe('dev');
    expect(screen.getByTestId('dashboard-sign-in-link').getAttribute('href')).toBe('/de/broadcaster/sign-in');
  });
});
