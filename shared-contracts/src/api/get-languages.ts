// GET node/languages: the languages sermons exist in, named in the request's locale.
import type { ApiClient, RequestOptions } from './create-api-client';
import type { Language } from '../entities/language';
import type { NodeList } from '../entities/node-list';

export function getLanguages(client: ApiClient, options: RequestOptions = {}): Promise<NodeList<Language>> {
  return client.get<NodeList<Language>>('node/languages', options);
}
