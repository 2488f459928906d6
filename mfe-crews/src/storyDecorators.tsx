// Story support shared by the crews remote's page stories; not imported by the remote's runtime code.
import type { Decorator } from '@storybook/react-webpack5';
import { Outlet, Route, Routes } from 'react-router-dom';
import type { Crew } from 'shared-api';
import { crew } from './fixtures';

/** A crew page reads its crew from the crew layout's outlet (and a sub-tab from `path`, when it has one). */
export const inCrewLayout =
  (layoutCrew: Crew = crew, path = '*'): Decorator =>
  (Story) => (
    <Routes>
      <Route element={<Outlet context={layoutCrew} />}>
        <Route path={path} element={<Story />} />
      </Route>
    </Routes>
  );
