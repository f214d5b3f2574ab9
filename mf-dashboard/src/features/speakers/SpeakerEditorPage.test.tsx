import { act, fireEvent, screen } from '@testing-library/react';
import { getSpeaker } from '@sermon/shared-contracts/api/get-speaker';
import { patchSpeaker } from '@sermon/shared-contracts/api/patch-speaker';
import { rollbackSpeakerImage } from '@sermon/shared-contracts/api/rollback-speaker-image';
import type { Speaker } from '@sermon/shared-contracts/entities/speaker';
import { ApiError } from '@sermon/shared-contracts/errors/api-error';
import { renderDashboard } from '../../components/testing/render-dashboard';
import { SpeakerEditorPage } from './SpeakerEditorPage';

jest.mock('@sermon/shared-contracts/api/get-speaker', () => ({ getSpeaker: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/patch-speaker', () => ({ patchSpeaker: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/rollback-speaker-image', () => ({ rollbackSpeakerImage: jest.fn() }));
const getMock = getSpeaker as jest.MockedFunction<typeof getSpeaker>;
const patchMock = patchSpeaker as jest.MockedFunction<typeof patchSpeaker>;
const rollbackMock = rollbackSpeakerImage as jest.MockedFunction<typeof rollbackSpeakerImage>;

const jane = {
  type: 'speaker',
  speakerID: 7,
  displayName: 'Jane Roe',
  sortName: 'Roe, Jane',
  bio: null,
  portraitURL: 'http://h/media/images/speaker/7/2.jpg',
  roundedThumbnailImageURL: 'http://h/media/images/speaker/7/2.jpg',
  broadcasterLock: 'gracechapel',
  imageLiveGeneration: 2,
  imageMaxGeneration: 2,
} as unknown as Speaker;

async function renderAt(id: string) {
  await act(async () => {
    renderDashboard(<SpeakerEditorPage />, { path: `/dashboard-beta/speakers/${id}`, routePath: '/dashboard-beta/speakers/:speakerID' });
  });
}

beforeEach(() => {
  getMock.mockReset().mockResolvedValue(jane);
  patchMock.mockReset().mockImplementation(async (_c, _id, patch) => ({ ...jane, ...patch }) as Speaker);
  rollbackMock.mockReset().mockImplementation(async (_c, _id, generation) => ({ ...jane, imageLiveGeneration: generation }) as Speaker);
});

describe('SpeakerEditorPage', () => {
  it('shows the speaker not-found screen', async () => {
    getMock.mockRejectedValue(new ApiError('Speaker not found', 404, 'NOT_FOUND'));
    await renderAt('99');
    expect(screen.getByTestId('dashboard-not-found').textContent).toContain('Speaker Not Found');
  });

  it('edits a speaker of this broadcaster and refuses a placeholder name', async () => {
    await renderAt('7');
    fireEvent.change(screen.getByTestId('speaker-name'), { target: { value: 'Unknown Speaker' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('speaker-form'));
    });
    expect(patchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('speaker-name'), { target: { value: 'Jane Q. Roe' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('speaker-form'));
    });
    expect(patchMock).toHaveBeenCalledWith(expect.anything(), 7, { displayName: 'Jane Q. Roe' });
  });

  it('rolls the portrait back to an earlier upload', async () => {
    await renderAt('7');
    expect(screen.getByTestId('speaker-image-history').querySelectorAll('li')).toHaveLength(3);
    await act(async () => {
      fireEvent.click(screen.getByTestId('speaker-rollback-1'));
    });
    expect(rollbackMock).toHaveBeenCalledWith(expect.anything(), 7, 1);
  });

  it('shows a shared speaker read-only, without Save', async () => {
    getMock.mockResolvedValue({ ...jane, broadcasterLock: null });
    await renderAt('7');
    expect(screen.getByTestId('speaker-read-only')).toBeTruthy();
    expect(screen.queryByTestId('speaker-save')).toBeNull();
    expect((screen.getByTestId('speaker-name') as HTMLInputElement).disabled).toBe(true);
  });
});
