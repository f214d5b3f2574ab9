/**
 * The single-spa lifecycles a remote exposes ('./lifecycles'), with the crash panel as error boundary.
 * The remote passes `() => import('./Root')` so Root stays a lazy chunk and the exposed module stays tiny
 * until single-spa actually mounts the remote.
 */
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { I18nLoader } from '../i18n/create-i18n';
import type { MfCustomProps } from './custom-props';
import { RemoteCrash } from './RemoteCrash';

export interface RemoteLifecyclesOptions {
  loadRoot: () => Promise<{ Root: ComponentType<MfCustomProps> }>;
  loadI18n: I18nLoader;
}

export function createRemoteLifecycles({ loadRoot, loadI18n }: RemoteLifecyclesOptions) {
  return singleSpaReact<MfCustomProps>({
    React,
    ReactDOMClient,
    // single-spa-react types the props of a lazily loaded root as optional; the shell always passes them
    loadRootComponent: () => loadRoot().then((m) => m.Root as React.FunctionComponent<unknown>),
    errorBoundary: (error, _info, props) => <RemoteCrash error={error} locale={props.locale} loadI18n={loadI18n} />,
  });
}
