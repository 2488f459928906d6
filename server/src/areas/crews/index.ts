import type { FastifyPluginAsync } from 'fastify';
import { areaPlugin, type AreaDeps } from '../../core/area';
import { registerCatalogs } from '../../core/i18n';
import enCA from './i18n/en-CA.json';
import frCA from './i18n/fr-CA.json';
import { crewsRoutes } from './crews.routes';
import { crewWorkersRoutes } from './crews.workers.routes';
import { crewCredentialsRoutes } from './crews.credentials.routes';
import { crewSharesRoutes } from './crews.shares.routes';
import { crewShareRequestsRoutes } from './crews.share-requests.routes';
import { crewSharedCrewsRoutes } from './crews.shared-crews.routes';
import { crewNotesRoutes } from './crews.notes.routes';
import { crewActivityRoutes } from './crews.activity.routes';
import { publicSharedCrewsRoutes } from './shares.crews.routes';
import { openCrewAnswers } from './answer-cache';

registerCatalogs('crews', { 'en-CA': enCA, 'fr-CA': frCA });

/**
 * The crews area (spec part 2 §2 "Crew list" and "Crew detail", §7 "Crews"; issue 13): crews, their workers and
 * quota, followed credentials and requests, sharing (with the public shared-crew page's call), imported crews and the Shared Crews card,
 * notes, notifications, activity and the compliance outlook.
 */
export const crewsArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  // This process's copies of the crew list's and the missing credentials' answers (ADR 0019), unless ANSWER_CACHE
  // turns them off.
  const answers = deps.config.crewAnswersCache ? await openCrewAnswers(deps.db) : null;
  if (answers) app.addHook('onClose', () => answers.close());
  await areaPlugin([
    ['/json/crews', crewsRoutes(answers)],
    ['/json/crews/shares', crewShareRequestsRoutes],
    ['/json/crews/:crewId/workers', crewWorkersRoutes],
    ['/json/crews/:crewId', crewCredentialsRoutes(answers)],
    ['/json/crews/:crewId', crewNotesRoutes],
    ['/json/crews/:crewId', crewActivityRoutes],
    ['/json/crews/:crewId/shares', crewSharesRoutes],
    ['/json/crews/:crewId/shared-crews', crewSharedCrewsRoutes],
    ['/json/shares/crews', publicSharedCrewsRoutes],
  ])(app, deps);
};
