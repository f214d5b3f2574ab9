// GET node/broadcasters/{id}/editor_dropdown_contents: speakers, series, event types and languages for the editor.
import { BROADCASTER_KEY_SELECTOR, pathSegment, type ApiClient, type RequestOptions } from './create-api-client';
import type { EditorDropdownContents } from '../entities/sermon-editor';

export function getEditorDropdownContents(
  client: ApiClient,
  broadcasterID: string,
  options: RequestOptions = {},
): Promise<EditorDropdownContents> {
  return client.get<EditorDropdownContents>(`node/broadcasters/${pathSegment(broadcasterID)}/editor_dropdown_contents`, {
    ...options,
    noCache: true,
    query: { ...options.query, key: BROADCASTER_KEY_SELECTOR },
  });
}
