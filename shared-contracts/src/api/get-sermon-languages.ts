// GET node/sermons/{id}/languages: the translated versions of a sermon, the sermon itself included.
import { pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { NodeList } from '../entities/node-list';
import type { SermonLanguageOption } from '../entities/sermon-language';

export function getSermonLanguages(
  client: ApiClient,
  sermonID: string,
  options: RequestOptions = {},
): Promise<NodeList<SermonLanguageOption>> {
  return client.get<NodeList<SermonLanguageOption>>(`node/sermons/${pathSegment(sermonID)}/languages`, options);
}
