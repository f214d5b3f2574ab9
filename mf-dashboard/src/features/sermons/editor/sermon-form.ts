// The editor's form values and what a save sends: pure, so the rules are tested without React.
import { SERMON_PUBLISH_STATE } from '@sermon/shared-contracts/constants/publish-state';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import type { SermonWrite } from '@sermon/shared-contracts/entities/sermon-editor';
import { publishState } from '@sermon/shared-contracts/rules/publish-state';
import { joinKeywords, publishBlock, splitKeywords, validateSermonFields, type PublishBlock, type SermonProblem } from '@sermon/shared-contracts/rules/sermon-validation';

/** Draft, Scheduled (with a date and time) or Publish now; 'published' is the state of an already published sermon. */
export type PublishMode = 'draft' | 'scheduled' | 'now' | 'published';

export interface SermonFormValues {
  fullTitle: string;
  displayTitle: string;
  subtitle: string;
  speakerName: string;
  /** '' = none, a series ID, or NEW_SERIES with newSeriesTitle */
  seriesID: string;
  newSeriesTitle: string;
  eventType: string;
  preachDate: string;
  languageCode: string;
  bibleText: string;
  keywords: string[];
  moreInfoText: string;
  publishMode: PublishMode;
  /** datetime-local value (local time), used when publishMode is 'scheduled' */
  scheduledAt: string;
}

export const NEW_SERIES = 'new';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** epoch seconds -> 'YYYY-MM-DDTHH:mm' in the browser's time zone (what <input type="datetime-local"> shows) */
export function toLocalInput(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

export function publishModeOf(publishTimestamp: number | null, now: number): PublishMode {
  const state = publishState(publishTimestamp, now);
  if (state === SERMON_PUBLISH_STATE.Published) return 'published';
  return state === SERMON_PUBLISH_STATE.Scheduled ? 'scheduled' : 'draft';
}

export function formFromSermon(sermon: Sermon, now: number = Math.floor(Date.now() / 1000)): SermonFormValues {
  return {
    fullTitle: sermon.fullTitle,
    displayTitle: sermon.displayTitle,
    subtitle: sermon.subtitle ?? '',
    speakerName: sermon.speaker.displayName,
    seriesID: sermon.series ? String(sermon.series.seriesID) : '',
    newSeriesTitle: '',
    eventType: sermon.eventType,
    preachDate: sermon.preachDate,
    languageCode: sermon.languageCode,
    bibleText: sermon.bibleText ?? '',
    keywords: splitKeywords(sermon.keywords),
    moreInfoText: sermon.moreInfoText ?? '',
    publishMode: publishModeOf(sermon.publishTimestamp, now),
    scheduledAt: sermon.publishTimestamp && sermon.publishTimestamp > now ? toLocalInput(sermon.publishTimestamp) : '',
  };
}

/** Every problem of the values, as the server would find them, plus the editor's own (a schedule needs a time). */
export function formProblems(values: SermonFormValues, context: { hasMedia: boolean; savedLanguageCode: string }): SermonProblem[] {
  const problems = validateSermonFields(
    {
      fullTitle: values.fullTitle,
      displayTitle: values.displayTitle,
      subtitle: values.subtitle,
      speakerName: values.speakerName,
      preachDate: values.preachDate,
      eventType: values.eventType,
      bibleText: values.bibleText,
      moreInfoText: values.moreInfoText,
      languageCode: values.languageCode,
      keywords: joinKeywords(values.keywords),
    },
  );
  // the language lock compares with the saved language (ISO 639-1 on both sides)
  if (context.hasMedia && values.languageCode !== context.savedLanguageCode) problems.push({ field: 'languageCode', kind: 'languageLocked' });
  if (values.seriesID === NEW_SERIES && !values.newSeriesTitle.trim()) problems.push({ field: 'newSeriesTitle', kind: 'titleRequired' });
  return problems;
}

/**
 * Why the form's publish choices (Scheduled, Publish now) are not available: the rule of the server, applied to
 * the values being edited (a title typed now counts) and the saved publish state.
 */
export function formPublishBlock(values: SermonFormValues, savedPublishTimestamp: number | null, now: number = Math.floor(Date.now() / 1000)): PublishBlock | null {
  return publishBlock({ publishTimestamp: savedPublishTimestamp, fullTitle: values.fullTitle, speakerName: values.speakerName }, now);
}

/** What a save sends: only the fields that changed (PATCH), with the publish choice turned into the API's terms. */
export function patchFromForm(saved: SermonFormValues, values: SermonFormValues): SermonWrite {
  const patch: SermonWrite = {};
  const changed = <K extends keyof SermonFormValues>(key: K) => JSON.stringify(saved[key]) !== JSON.stringify(values[key]);
  if (changed('fullTitle')) patch.fullTitle = values.fullTitle.trim();
  if (changed('displayTitle')) patch.displayTitle = values.displayTitle.trim();
  if (changed('subtitle')) patch.subtitle = values.subtitle.trim() || null;
  if (changed('speakerName')) patch.speakerName = values.speakerName.trim();
  if (changed('seriesID') || (values.seriesID === NEW_SERIES && changed('newSeriesTitle'))) {
    if (values.seriesID === NEW_SERIES) patch.seriesTitle = values.newSeriesTitle.trim();
    else patch.seriesID = values.seriesID ? Number(values.seriesID) : null;
  }
  if (changed('eventType')) patch.eventType = values.eventType;
  if (changed('preachDate')) patch.preachDate = values.preachDate;
  if (changed('languageCode')) patch.languageCode = values.languageCode;
  if (changed('bibleText')) patch.bibleText = values.bibleText.trim() || null;
  if (changed('keywords')) patch.keywords = joinKeywords(values.keywords);
  if (changed('moreInfoText')) patch.moreInfoText = values.moreInfoText.trim() || null;
  if (changed('publishMode') || (values.publishMode === 'scheduled' && changed('scheduledAt'))) {
    if (values.publishMode === 'draft') patch.publishTimestamp = null;
    else if (values.publishMode === 'now') patch.publishNow = true;
    else if (values.publishMode === 'scheduled') patch.publishTimestamp = fromLocalInput(values.scheduledAt);
  }
  return patch;
}
