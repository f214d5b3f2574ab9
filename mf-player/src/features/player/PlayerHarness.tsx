// The providers Root gives this remote (lingui, remote props), for the player's tests and stories.
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { ANONYMOUS_SESSION } from '@sermon/shared-contracts/auth/platform-session';
import type { LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import type { MfCustomProps } from '@sermon/shared-contracts/mf/custom-props';
import { RemotePropsProvider } from '@sermon/shared-contracts/mf/remote-props';
import { createSourceI18n } from '@sermon/shared-contracts/testing/source-i18n';

interface Props {
  children: ReactNode;
  locale?: LocaleCode;
  messages?: Messages;
  props?: Partial<MfCustomProps>;
}

export function PlayerHarness({ children, locale = 'en', messages = {}, props = {} }: Props) {
  const [i18n] = useState(() => createSourceI18n(locale, messages));
  const remoteProps: MfCustomProps = {
    basePath: locale === 'en' ? '' : `/${locale}`,
    locale,
    apiBase: '/v2/',
    apiKey: 'test-key',
    buildId: 'test',
    session: ANONYMOUS_SESSION,
    ...props,
  };
  return (
    <I18nProvider i18n={i18n}>
      <RemotePropsProvider value={remoteProps}>{children}</RemotePropsProvider>
    </I18nProvider>
  );
}
