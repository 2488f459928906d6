import { useOutletContext } from 'react-router-dom';
import type { Crew } from 'shared-api';

/** The crew the layout loaded, for the sub-pages it renders (they render only once it is there). */
export const useLayoutCrew = () => useOutletContext<Crew>();
