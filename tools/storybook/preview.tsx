import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-webpack5';
import { createSourceI18n } from '@sermon/shared-contracts/testing/source-i18n';

// Stories render in English from the source messages (kept in by main.ts), in their own emotion cache.
const i18n = createSourceI18n();
const emotionCache = createCache({ key: 'sb' });

const preview: Preview = {
  decorators: [
    (Story) => (
      <CacheProvider value={emotionCache}>
        <I18nProvider i18n={i18n}>
          <div style={{ fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" }}>
            <Story />
          </div>
        </I18nProvider>
      </CacheProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;
