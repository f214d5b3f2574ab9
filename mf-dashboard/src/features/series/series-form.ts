// The series editor's form values, their checks and the PATCH body (only what changed is sent).
import { CONTENT_LIMITS } from '@sermon/shared-contracts/constants/content-limits';
import type { SeriesPatch } from '@sermon/shared-contracts/api/patch-series';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import { isValidEmail } from '@sermon/shared-contracts/rules/account-validation';

export interface SeriesFormValues {
  title: string;
  description: string;
  podcastEnabled: boolean;
  podcastEmail: string;
  podcastSpeaker: string;
  defaultSortBy: string;
}

export type SeriesProblem = 'required' | 'tooLong' | 'email';

export function seriesFormValues(series: SermonSeries): SeriesFormValues {
  return {
    title: series.title,
    description: series.description ?? '',
    podcastEnabled: series.podcastEnabled,
    podcastEmail: series.podcastEmail ?? '',
    podcastSpeaker: series.podcastSpeaker ?? '',
    defaultSortBy: series.defaultSortBy ?? '',
  };
}

export function seriesProblems(values: SeriesFormValues): Partial<Record<keyof SeriesFormValues, SeriesProblem>> {
  const problems: Partial<Record<keyof SeriesFormValues, SeriesProblem>> = {};
  if (values.title.trim() === '') problems.title = 'required';
  else if (values.title.trim().length > CONTENT_LIMITS.seriesTitle) problems.title = 'tooLong';
  if (values.description.length > CONTENT_LIMITS.seriesDescription) problems.description = 'tooLong';
  if (values.podcastEmail.trim() !== '' && !isValidEmail(values.podcastEmail.trim())) problems.podcastEmail = 'email';
  if (values.podcastSpeaker.length > CONTENT_LIMITS.speakerName) problems.podcastSpeaker = 'tooLong';
  return problems;
}

/** The changed fields; emptied optional texts are sent as null (cleared). */
export function seriesPatchOf(saved: SeriesFormValues, values: SeriesFormValues): SeriesPatch {
  const patch: SeriesPatch = {};
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  if (values.title.trim() !== saved.title.trim()) patch.title = values.title.trim();
  if (values.description !== saved.description) patch.description = optional(values.description);
  if (values.podcastEnabled !== saved.podcastEnabled) patch.podcastEnabled = values.podcastEnabled;
  if (values.podcastEmail !== saved.podcastEmail) patch.podcastEmail = optional(values.podcastEmail);
  if (values.podcastSpeaker !== saved.podcastSpeaker) patch.podcastSpeaker = optional(values.podcastSpeaker);
  if (values.defaultSortBy !== saved.defaultSortBy) patch.defaultSortBy = values.defaultSortBy || null;
  return patch;
}
