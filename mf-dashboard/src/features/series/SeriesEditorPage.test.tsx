import { act, fireEvent, screen } from '@testing-library/react';
import { getSeries } from '@sermon/shared-contracts/api/get-series';
import { getSeriesEditor } from '@sermon/shared-contracts/api/get-series-editor';
import { patchSeries } from '@sermon/shared-contracts/api/patch-series';
import type { SermonSeries } from '@sermon/shared-contracts/entities/sermon-series';
import { ApiError } from '@sermon/shared-contracts/errors/api-error';
import { renderDashboard } from '../../components/testing/render-dashboard';
import { SeriesEditorPage } from './SeriesEditorPage';

jest.mock('@sermon/shared-contracts/api/get-series-editor', () => ({ getSeriesEditor: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/get-series', () => ({ getSeries: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/patch-series', () => ({ patchSeries: jest.fn() }));
const editorMock = getSeriesEditor as jest.MockedFunction<typeof getSeriesEditor>;
const publicMock = getSeries as jest.MockedFunction<typeof getSeries>;
const patchMock = patchSeries as jest.MockedFunction<typeof patchSeries>;

const romans = {
  type: 'series',
  seriesID: 10,
  title: 'Romans',
  broadcasterID: 'gracechapel',
  description: null,
  podcastEnabled: false,
  podcastEmail: null,
  podcastSpeaker: null,
  defaultSortBy: null,
  image: 'http://x/media/artwork/series/10.svg',
  count: 3,
} as unknown as SermonSeries;

async function renderAt(id: string) {
  let result!: ReturnType<typeof renderDashboard>;
  await act(async () => {
    result = renderDashboard(<SeriesEditorPage />, { path: `/dashboard-beta/series/${id}`, routePath: '/dashboard-beta/series/:seriesID' });
  });
  return result;
}

beforeEach(() => {
  editorMock.mockReset().mockResolvedValue(romans);
  publicMock.mockReset();
  patchMock.mockReset().mockImplementation(async (_c, _id, patch) => ({ ...romans, ...patch }) as SermonSeries);
});

describe('SeriesEditorPage', () => {
  it('shows the series not-found screen for an unknown series', async () => {
    editorMock.mockRejectedValue(new ApiError('Series not found', 404, 'NOT_FOUND'));
    await renderAt('999');
    expect(screen.getByTestId('dashboard-not-found').textContent).toContain('Series Not Found');
  });

  it("prompts 'Incorrect Broadcaster' for another broadcaster's series", async () => {
    editorMock.mockRejectedValue(new ApiError('forbidden', 403, 'FORBIDDEN'));
    publicMock.mockResolvedValue({ ...romans, broadcasterID: 'berlinradio' });
    await renderAt('10');
    expect(screen.getByTestId('dashboard-incorrect-broadcaster')).toBeTruthy();
  });

  it('shows the 403 screen when the role does not allow editing its own series', async () => {
    editorMock.mockRejectedValue(new ApiError('forbidden', 403, 'FORBIDDEN'));
    publicMock.mockResolvedValue(romans);
    await renderAt('10');
    expect(screen.getByTestId('dashboard-forbidden')).toBeTruthy();
  });

  it('ignores Save while nothing changed, then sends only the changed fields', async () => {
    await renderAt('10');
    await act(async () => {
      fireEvent.submit(screen.getByTestId('series-form'));
    });
    expect(patchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('series-description'), { target: { value: 'Through Romans' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('series-form'));
    });
    expect(patchMock).toHaveBeenCalledWith(expect.anything(), 10, { description: 'Through Romans' });
  });

  it('does not save an invalid podcast e-mail', async () => {
    await renderAt('10');
    fireEvent.change(screen.getByTestId('series-podcast-email'), { target: { value: 'nope' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('series-form'));
    });
    expect(patchMock).not.toHaveBeenCalled();
  });
});
