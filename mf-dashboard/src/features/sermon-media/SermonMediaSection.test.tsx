import { act, fireEvent, screen, within } from '@testing-library/react';
import { getMediaTracker } from '@sermon/shared-contracts/api/get-media-tracker';
import { patchEncodingOptions } from '@sermon/shared-contracts/api/patch-encoding-options';
import { postDeleteMediaJob } from '@sermon/shared-contracts/api/post-delete-media-job';
import { postEncodeJob } from '@sermon/shared-contracts/api/post-encode-job';
import { DEFAULT_ENCODING_OPTIONS, type MediaTracker, type TrackerJob } from '@sermon/shared-contracts/entities/media-tracker';
import { fixtureSermon } from '@sermon/shared-contracts/machines/player-sermon-fixture';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { renderDashboard } from '../../components/testing/render-dashboard';
import { SermonMediaSection } from './SermonMediaSection';
import { useResumableUpload, type ResumableUpload } from './upload/use-resumable-upload';

jest.mock('@sermon/shared-contracts/api/get-media-tracker', () => ({ getMediaTracker: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/patch-encoding-options', () => ({ patchEncodingOptions: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/post-delete-media-job', () => ({ postDeleteMediaJob: jest.fn() }));
jest.mock('@sermon/shared-contracts/api/post-encode-job', () => ({ postEncodeJob: jest.fn() }));
jest.mock('./upload/use-resumable-upload', () => ({ useResumableUpload: jest.fn() }));
const trackerMock = getMediaTracker as jest.MockedFunction<typeof getMediaTracker>;
const patchMock = patchEncodingOptions as jest.MockedFunction<typeof patchEncodingOptions>;
const deleteMock = postDeleteMediaJob as jest.MockedFunction<typeof postDeleteMediaJob>;
const encodeMock = postEncodeJob as jest.MockedFunction<typeof postEncodeJob>;
const uploadHook = useResumableUpload as jest.MockedFunction<typeof useResumableUpload>;

const T0 = 1_700_000_000_000;
function tracker(overrides: Partial<MediaTracker> = {}): MediaTracker {
  return { sermonID: '42', audioMediaStatus: null, videoMediaStatus: null, uploads: [], jobs: [], events: [], encodingOptions: { ...DEFAULT_ENCODING_OPTIONS }, ...overrides };
}
function job(queue: string, overrides: Partial<TrackerJob> = {}): TrackerJob {
  return { id: Math.floor(Math.random() * 1e6), queue, target: null, state: 'queued', progress: 0, attempts: 0, maxAttempts: 3, lastError: null, createdAt: T0 + 1, startedAt: null, finishedAt: null, ...overrides };
}
const audioUpload = (state: MediaTracker['uploads'][number]['state'] = 'done', error: string | null = null) => ({
  guid: 'g1', uploadType: 'original-audio', language: null, state, sizeBytes: 10, originalFilename: 'sunday.mp3', createdAt: T0, error,
});

let upload: ResumableUpload;
beforeEach(() => {
  jest.useFakeTimers();
  trackerMock.mockReset();
  patchMock.mockReset();
  deleteMock.mockReset().mockResolvedValue(undefined);
  encodeMock.mockReset().mockResolvedValue({ jobID: 9 });
  upload = { start: jest.fn().mockResolvedValue('url'), progress: { sent: 0, total: 0 }, state: 'idle', error: null, speed: null, uploadURL: null, pause: jest.fn(), resume: jest.fn(), cancel: jest.fn() };
  uploadHook.mockReset().mockImplementation(() => upload);
});
afterEach(() => {
  jest.useRealTimers();
});

async function renderSection(sermon: Partial<Sermon> = {}, onMediaChanged = jest.fn()) {
  await act(async () => {
    renderDashboard(<SermonMediaSection sermon={fixtureSermon({ sermonID: '42', hasAudio: false, hasVideo: false, hasPDF: false, ...sermon })} onMediaChanged={onMediaChanged} />);
  });
  await act(async () => {
    await Promise.resolve();
  });
  return onMediaChanged;
}

describe('SermonMediaSection', () => {
  it('without media: upload buttons, no audio status, captions need media', async () => {
    trackerMock.mockResolvedValue(tracker());
    await renderSection({ captionLanguages: { alpha_2: [], alpha_3: [] } });
    expect(screen.getByTestId('audio-status').textContent).toBe('None');
    expect(screen.getByTestId('upload-audio-choose')).toBeTruthy();
    expect(screen.getByTestId('upload-video-choose')).toBeTruthy();
    expect(screen.getByTestId('captions-need-media').textContent).toMatch(/Captions need media/);
    expect(screen.queryByTestId('advanced-settings')).toBeNull();
  });

  it('shows each running job with its real progress, polls every 2 s and reloads the sermon when ready', async () => {
    const running = tracker({
      audioMediaStatus: 'working',
      uploads: [audioUpload('processing')],
      jobs: [job('analyze-original', { target: 'g1', state: 'done', progress: 1 }), job('encode-audio', { id: 7, state: 'active', progress: 0.4, target: 'audio-high,audio-low' }), job('waveform', { id: 8 })],
    });
    trackerMock.mockResolvedValue(running);
    const onMediaChanged = await renderSection({ hasAudio: false });
    const panel = screen.getByTestId('audio-tracker');
    expect(panel.getAttribute('data-stage')).toBe('encoding');
    const bar = within(screen.getByTestId('audio-tracker-job-encode-audio')).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByTestId('audio-status').textContent).toBe('Processing');
    const calls = trackerMock.mock.calls.length;

    trackerMock.mockResolvedValue(tracker({ audioMediaStatus: 'ready', uploads: [audioUpload('done')], jobs: running.jobs.map((j) => ({ ...j, state: 'done', progress: 1 })) }));
    await act(async () => {
      jest.advanceTimersByTime(2100);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(trackerMock.mock.calls.length).toBeGreaterThan(calls);
    expect(screen.getByTestId('audio-tracker').getAttribute('data-state')).toBe('ready');
    expect(screen.getByTestId('audio-status').textContent).toBe('Ready');
    expect(onMediaChanged).toHaveBeenCalled();
  });

  it('a corrupt file: encoding error in words with the server reason, no retry of the analysis', async () => {
    trackerMock.mockResolvedValue(
      tracker({
        audioMediaStatus: 'error',
        uploads: [audioUpload('failed', 'The file has no audio track')],
        jobs: [job('analyze-original', { target: 'g1', state: 'failed', lastError: 'The file has no audio track' })],
      }),
    );
    await renderSection();
    const problem = screen.getByTestId('audio-tracker-problem-encoding-error');
    expect(problem.textContent).toMatch(/Encoding error/);
    expect(problem.textContent).toMatch(/The file has no audio track/);
    expect(screen.queryByTestId('audio-tracker-retry')).toBeNull();
  });

  it('a failed encode offers a retry that re-queues the audio encodes', async () => {
    trackerMock.mockResolvedValue(tracker({ audioMediaStatus: 'error', uploads: [audioUpload('processing')], jobs: [job('encode-audio', { state: 'failed', lastError: 'ffmpeg exited with 1' })] }));
    await renderSection();
    await act(async () => {
      fireEvent.click(screen.getByTestId('audio-tracker-retry'));
    });
    expect(encodeMock.mock.calls.map((c) => c[1])).toEqual([{ sermonID: '42', job: 'audio-high' }, { sermonID: '42', job: 'audio-low' }]);
  });

  it('empty tracker data shows Malformed tracker data', async () => {
    trackerMock.mockResolvedValue({} as MediaTracker);
    await renderSection();
    expect(screen.getByTestId('audio-tracker').textContent).toBe('Malformed tracker data');
  });

  it('removes the audio only after the confirmation', async () => {
    trackerMock.mockResolvedValue(tracker({ audioMediaStatus: 'ready', uploads: [audioUpload()] }));
    const onMediaChanged = await renderSection({ hasAudio: true });
    fireEvent.click(screen.getByTestId('remove-audio'));
    expect(deleteMock).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByTestId('remove-media-dialog-confirm'));
    });
    expect(deleteMock).toHaveBeenCalledWith(expect.anything(), { sermonID: '42', target: 'audio' });
    expect(onMediaChanged).toHaveBeenCalled();
  });

  it('own audio blocks a video upload (remove the audio first)', async () => {
    trackerMock.mockResolvedValue(tracker({ audioMediaStatus: 'ready', uploads: [audioUpload()] }));
    await renderSection({ hasAudio: true });
    expect(screen.getByTestId('video-blocked').textContent).toBe('This sermon already has audio of its own. Remove the audio before uploading a video.');
    expect(screen.queryByTestId('upload-video-choose')).toBeNull();
  });

  it('choosing a file starts the resumable upload with the ticket fields and shows the upload in the tracker', async () => {
    trackerMock.mockResolvedValue(tracker());
    await renderSection();
    const file = new File(['abc'], 'sunday.mp3', { type: 'audio/mpeg' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('upload-audio-input'), { target: { files: [file] } });
    });
    expect(upload.start).toHaveBeenCalledWith(file, { sermonID: '42', uploadType: 'original-audio', originalFilename: 'sunday.mp3', fileSize: 3 });
    expect(screen.getByTestId('audio-tracker').getAttribute('data-state')).toBe('uploading');
  });

  it('upload progress reaches the tracker without re-render loops, and a finished upload hands over to the server stages', async () => {
    trackerMock.mockResolvedValue(tracker());
    await renderSection();
    // the hook reports progress from the next render on
    upload.state = 'uploading';
    upload.progress = { sent: 5, total: 10 };
    await act(async () => {
      fireEvent.change(screen.getByTestId('upload-audio-input'), { target: { files: [new File(['0123456789'], 'sunday.mp3')] } });
    });
    const bar = within(screen.getByTestId('upload-audio-progress')).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('audio-tracker').getAttribute('data-state')).toBe('uploading');
    upload.state = 'done';
    upload.progress = { sent: 10, total: 10 };
    trackerMock.mockResolvedValue(tracker({ audioMediaStatus: 'working', uploads: [audioUpload('received')], jobs: [job('analyze-original', { target: 'g1' })] }));
    await act(async () => {
      jest.advanceTimersByTime(2100);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByTestId('audio-tracker').getAttribute('data-state')).toBe('tracking');
  });

  it('an empty file is refused before sending: upload failed', async () => {
    trackerMock.mockResolvedValue(tracker());
    await renderSection();
    await act(async () => {
      fireEvent.change(screen.getByTestId('upload-audio-input'), { target: { files: [new File([], 'empty.mp3')] } });
    });
    expect(upload.start).not.toHaveBeenCalled();
    expect(screen.getByTestId('audio-tracker-problem-upload-failed')).toBeTruthy();
    // the reason is shown (through the upload texts), and a refused file is no media for captions
    expect(screen.getByTestId('audio-tracker-problem-upload-failed-detail').textContent).toBe('The file is empty (0 bytes). Choose a file that has content.');
    expect(screen.getByTestId('captions-need-media')).toBeTruthy();
  });

  it('a failed caption upload shows the pipeline reason through the upload texts', async () => {
    trackerMock.mockResolvedValue(
      tracker({ uploads: [{ guid: 'c1', uploadType: 'caption', language: 'en', state: 'failed', sizeBytes: 5, originalFilename: 'notes.srt', createdAt: T0, error: 'The file is not a valid SRT or VTT caption file' }] }),
    );
    await renderSection({ hasAudio: true });
    expect(screen.getByTestId('side-upload-error').textContent).toBe('notes.srt: The file is not a valid SRT or VTT caption file.');
  });

  it('advanced settings: refuses a bad number, applies good ones', async () => {
    trackerMock.mockResolvedValue(tracker({ audioMediaStatus: 'ready', uploads: [audioUpload()] }));
    patchMock.mockResolvedValue({ ...DEFAULT_ENCODING_OPTIONS, audioTrimStart: 2.5, normalizeAudio: true });
    await renderSection({ hasAudio: true });
    const apply = screen.getByTestId('encoding-apply') as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    const trim = screen.getByTestId('encoding-audioTrimStart');
    fireEvent.change(trim, { target: { value: 'soon' } });
    expect(apply.disabled).toBe(true);
    fireEvent.change(trim, { target: { value: '2.5' } });
    fireEvent.click(screen.getByTestId('encoding-normalizeAudio'));
    expect(apply.disabled).toBe(false);
    await act(async () => {
      fireEvent.submit(screen.getByTestId('encoding-options-form'));
    });
    expect(patchMock).toHaveBeenCalledWith(expect.anything(), '42', expect.objectContaining({ audioTrimStart: 2.5, normalizeAudio: true }));
  });
});
