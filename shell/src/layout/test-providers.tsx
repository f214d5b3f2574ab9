import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { createSourceI18n } from '@sermon/shared-contracts/testing/source-i18n';

/** Shell components in tests: English source messages, no catalog needed. */
export function TestProviders({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={createSourceI18n()}>{children}</I18nProvider>;
}
