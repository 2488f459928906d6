import type { TagsResponse } from 'shared-api/contract';
import type { RoutesPlugin } from '../../core/area';
import { parse } from '../../core/http/errors';
import { responses } from '../../core/http/response';
import { sessionOf } from '../../core/auth/plugin';
import { tagSuggestions } from './repository/tags';
import { suggestionsQuery, tagsResponse } from './schemas/tags';

/** /json/tags: the customer's worker tags, offered while typing a tag's name. */
export const tagsRoutes: RoutesPlugin = async (app, { db }) => {
  app.get('/suggestions', { schema: { response: responses({ 200: tagsResponse }) } }, async (request): Promise<TagsResponse> => {
    const { customerId } = sessionOf(request);
    const { name } = parse(suggestionsQuery, request.query);
    return { tags: await tagSuggestions(db, customerId, name) };
  });
};
