/**
 * The module this remote exposes ('./lifecycles'). Root is loaded lazily so the exposed chunk stays tiny
 * until single-spa actually mounts the remote.
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { MfCustomProps } from '@sermon/shared-contracts/mf/custom-props';
import { RemoteCrash } from './platform/RemoteCrash';

export const { bootstrap, mount, unmount } = singleSpaReact<MfCustomProps>({
  React,
  ReactDOMClient,
  // single-spa-react types the props of a lazily loaded root as optional; the shell always passes them
  loadRootComponent: () => import('./Root').then((m) => m.Root as React.FunctionComponent<unknown>),
  errorBoundary: (error, _info, props) => <RemoteCrash error={error} locale={props.locale} />,
});
