/** @jest-environment jsdom */
import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { screen } from '@testing-library/react';
import { ANONYMOUS_SESSION } from '../auth/platform-session';
import { createRemoteLifecycles } from './create-remote-lifecycles';
import type { MfCustomProps } from './custom-props';

const crashMessage = 'Something went wrong on this part of the page.';
// compiled catalogs are keyed by lingui's generated id, so the test catalog is keyed the same way
const german = Promise.resolve(
  setupI18n({ locale: 'de', messages: { de: { [generateMessageId(crashMessage)]: 'In diesem Teil der Seite ist etwas schiefgelaufen.' } } }),
);

function Broken(): never {
  throw new Error('sermon list exploded');
}

describe('the lifecycles a remote exposes', () => {
  it("show the crash panel in the remote's language inside its own section when its root throws", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const domElement = document.createElement('section');
    document.body.append(domElement);
    const lifecycles = createRemoteLifecycles({ loadRoot: async () => ({ Root: Broken }), loadI18n: () => german });
    const shellProps: MfCustomProps = { basePath: '/de', locale: 'de', apiBase: '/v2/', apiKey: 'k', session: ANONYMOUS_SESSION };
    // single-spa-react reads only name and domElement of single-spa's own props (not singleSpa, mountParcel)
    const props = { ...shellProps, name: 'mf_test', domElement } as unknown as Parameters<typeof lifecycles.mount>[0];

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);

    expect((await screen.findByRole('alert')).textContent).toContain('In diesem Teil der Seite ist etwas schiefgelaufen.');
    expect(screen.getByRole('alert').textContent).toContain('sermon list exploded');
    expect(domElement.contains(screen.getByRole('alert'))).toBe(true);
    await lifecycles.unmount(props);
    consoleError.mockRestore();
  });
});
