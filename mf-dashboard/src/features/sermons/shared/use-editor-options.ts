// The editor's dropdown contents (speakers, series, event types, languages) of the dashboard's broadcaster.
import { useEffect, useState } from 'react';
import { getEditorDropdownContents } from '@sermon/shared-contracts/api/get-editor-dropdown-contents';
import { SERMON_EVENT_TYPES } from '@sermon/shared-contracts/constants/event-types';
import type { EditorDropdownContents } from '@sermon/shared-contracts/entities/sermon-editor';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';

/** Until the call answers (or when it fails) the lists are the fixed ones, so the form is usable at once. */
export function useEditorOptions(broadcasterID: string, reloadKey = 0): EditorDropdownContents {
  const client = useApiClient();
  const [contents, setContents] = useState<EditorDropdownContents>({
    broadcasterID,
    speakers: [],
    series: [],
    eventTypes: [...SERMON_EVENT_TYPES],
    languages: [{ languageCode: 'en', languageCode3: 'eng', languageName: 'English' }],
  });
  useEffect(() => {
    const controller = new AbortController();
    getEditorDropdownContents(client, broadcasterID, { signal: controller.signal })
      .then(setContents)
      .catch(() => {});
    return () => controller.abort();
  }, [client, broadcasterID, reloadKey]);
  return contents;
}

/** Language names in the reader's language (the API gives English ones). */
export function languageLabel(locale: string, code: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
