import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';

/** Shell components in tests: English source messages, no catalog needed. */
export function TestProviders({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>{children}</I18nProvider>;
}
