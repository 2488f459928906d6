import type { Db } from '../../core/db';
import { AnswerCache } from '../../core/http/answer-cache';

/** The channel server/migrations/repeatable/crew-answers-changes.sql notifies: a customer's id, or '*' for all. */
export const CREW_ANSWERS_CHANNEL = 'crew_answers_changed';

/**
 * This process's copies of GET /json/crews and GET /json/crews/:crewId/credential-follows/missing answers (ADR 0019):
 * one store for both, on one listening connection, dropped together when a customer's crews change.
 */
export const openCrewAnswers = (db: Db): Promise<AnswerCache> => AnswerCache.open(db, CREW_ANSWERS_CHANNEL);

export type { AnswerCache as CrewAnswers } from '../../core/http/answer-cache';
