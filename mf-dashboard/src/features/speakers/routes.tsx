// Routes of the speakers feature, relative to the dashboard root (/dashboard-beta or /dashboard).
import { Fragment } from 'react';
import { Route } from 'react-router';
import { SpeakerEditorPage } from './SpeakerEditorPage';
import { SpeakersListPage } from './SpeakersListPage';

export const speakersRoutes = (
  <Fragment>
    <Route path="speakers" element={<SpeakersListPage />} />
    <Route path="speakers/:speakerID" element={<SpeakerEditorPage />} />
  </Fragment>
);
