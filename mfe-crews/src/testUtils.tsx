import type { ReactElement } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import type { Crew } from 'shared-api';
import { renderWithProviders } from 'shared-ui/testing';
import { crew as sampleCrew } from './fixtures';

/** Renders a crew sub-page as the crew layout does: under /crews/:crewId with the crew in the outlet's context. */
export function renderCrewPage(page: ReactElement, { path = '', url = '/crews/7', crew = sampleCrew }: { path?: string; url?: string; crew?: Crew } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/crews/:crewId" element={<Outlet context={crew} />}>
        {path ? <Route path={path} element={page} /> : <Route index element={page} />}
      </Route>
    </Routes>,
    { url },
  );
}
