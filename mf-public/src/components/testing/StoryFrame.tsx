// Stories only: the providers Root gives every page (remote props, router, lingui), without the shell.
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ANONYMOUS_SESSION } from '@sermon/shared-contracts/auth/platform-session';
import type { MfCustomProps } from '@sermon/shared-contracts/mf/custom-props';
import { RemotePropsProvider } from '@sermon/shared-contracts/mf/remote-props';
import { createSourceI18n } from '@sermon/shared-contracts/testing/source-i18n';

const i18n = createSourceI18n();
const props: MfCustomProps = { basePath: '', locale: 'en', apiBase: '/v2/', apiKey: 'storybook', buildId: 'storybook', session: ANONYMOUS_SESSION };

export function StoryFrame({ children, width = 960 }: { children: ReactNode; width?: number }) {
  return (
    <I18nProvider i18n={i18n}>
      <RemotePropsProvider value={props}>
        <MemoryRouter>
          <div css={{ maxWidth: width, padding: 16, fontFamily: 'system-ui, sans-serif', background: '#f6f7fb' }}>{children}</div>
        </MemoryRouter>
      </RemotePropsProvider>
    </I18nProvider>
  );
}

/** A storybook decorator wrapping each story in StoryFrame. */
export const withStoryFrame = (width?: number) =>
  function StoryFrameDecorator(Story: () => ReactNode) {
    return (
      <StoryFrame width={width}>
        <Story />
      </StoryFrame>
    );
  };
