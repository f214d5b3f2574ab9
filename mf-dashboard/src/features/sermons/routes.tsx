// Routes of the sermons feature, relative to the dashboard root (/dashboard-beta or /dashboard): the list, the
// create form and the editor, all for Uploaders (and Admins) of the current broadcaster.
import { Fragment, type ReactElement } from 'react';
import { Route } from 'react-router';
import { BROADCASTER_ROLES } from '@sermon/shared-contracts/constants/accounts';
import { RequireBroadcasterRole } from '../../components/access/RequireBroadcasterRole';
import { CreateSermonPage } from './create/CreateSermonPage';
import { SermonEditorPage } from './editor/SermonEditorPage';
import { SermonsListPage } from './list/SermonsListPage';

const uploader = (page: ReactElement) => <RequireBroadcasterRole role={BROADCASTER_ROLES.Uploader}>{page}</RequireBroadcasterRole>;

export const sermonsRoutes = (
  <Fragment>
    <Route path="sermons" element={uploader(<SermonsListPage />)} />
    <Route path="sermons/create" element={uploader(<CreateSermonPage />)} />
    <Route path="sermons/:sermonID" element={uploader(<SermonEditorPage />)} />
  </Fragment>
);
