import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import { seriesFormValues, seriesPatchOf, seriesProblems } from './series-form';

const series = {
  seriesID: 10,
  title: 'Romans',
  description: null,
  podcastEnabled: false,
  podcastEmail: null,
  podcastSpeaker: null,
  defaultSortBy: null,
} as unknown as SermonSeries;

describe('series form', () => {
  it('turns nulls into empty fields', () => {
    expect(seriesFormValues(series)).toEqual({ title: 'Romans', description: '', podcastEnabled: false, podcastEmail: '', podcastSpeaker: '', defaultSortBy: '' });
  });

  it('requires a title and a valid podcast e-mail', () => {
    const values = { ...seriesFormValues(series), title: '  ', podcastEmail: 'nope' };
    expect(seriesProblems(values)).toEqual({ title: 'required', podcastEmail: 'email' });
    expect(seriesProblems({ ...values, title: 'x'.repeat(151), podcastEmail: '' })).toEqual({ title: 'tooLong' });
  });

  it('sends only what changed, clearing emptied texts with null', () => {
    const saved = { ...seriesFormValues(series), description: 'Old' };
    expect(seriesPatchOf(saved, saved)).toEqual({});
    expect(seriesPatchOf(saved, { ...saved, title: ' Romans 2 ', description: '', podcastEnabled: true, defaultSortBy: 'oldest' })).toEqual({
      title: 'Romans 2',
      description: null,
      podcastEnabled: true,
      defaultSortBy: 'oldest',
    });
  });
});
