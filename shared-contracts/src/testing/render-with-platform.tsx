import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ANONYMOUS_SESSION } from '../auth/platform-session';
import type { MfCustomProps } from '../mf/custom-props';
import { RemotePropsProvider } from '../mf/remote-props';
import { createSourceI18n } from './source-i18n';

/** Renders a remote's page as its Root would, in English with source strings, at a locale-free path. For tests. */
export function renderWithPlatform(
  ui: ReactElement,
  { path = '/', props = {} }: { path?: string; props?: Partial<MfCustomProps> } = {},
): RenderResult {
  const i18n = createSourceI18n();
  const value: MfCustomProps = { basePath: '', locale: 'en', apiBase: '/v2/', apiKey: 'test-key', session: ANONYMOUS_SESSION, ...props };
  return render(
    <I18nProvider i18n={i18n}>
      <RemotePropsProvider value={value}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </RemotePropsProvider>
    </I18nProvider>,
  );
}
