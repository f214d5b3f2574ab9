// Broadcaster sign-in, sign-up, overview, picker and user linking: absolute paths under /broadcaster.
import { Fragment } from 'react';

export const broadcasterAccountRoutes = <Fragment />;
