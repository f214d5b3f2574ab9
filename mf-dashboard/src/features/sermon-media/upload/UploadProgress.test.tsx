import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createSourceI18n } from '@sermon/shared-contracts/testing/source-i18n';
import { UploadProgress, type UploadProgressProps } from './UploadProgress';

function show(props: Partial<UploadProgressProps>) {
  const handlers = { pause: jest.fn(), resume: jest.fn(), cancel: jest.fn() };
  render(
    <I18nProvider i18n={createSourceI18n()}>
      <UploadProgress progress={{ sent: 0, total: 0 }} state="idle" {...handlers} {...props} />
    </I18nProvider>,
  );
  return handlers;
}

describe('UploadProgress', () => {
  it('shows percent, bytes, speed and time left while uploading, with Pause and Cancel', () => {
    const handlers = show({ progress: { sent: 25 * 1024 * 1024, total: 100 * 1024 * 1024 }, state: 'uploading', speed: 5 * 1024 * 1024 });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('upload-progress-percent').textContent).toBe('25%');
    expect(screen.getByTestId('upload-progress-bytes').textContent).toBe('25.0 MB of 100 MB · 5.0 MB/s · about 15 s left');
    expect(screen.getByTestId('upload-progress-status').textContent).toBe('Uploading');
    fireEvent.click(screen.getByTestId('upload-progress-pause'));
    expect(handlers.pause).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('upload-progress-cancel'));
    expect(handlers.cancel).toHaveBeenCalled();
    expect(screen.queryByTestId('upload-progress-resume')).toBeNull();
  });

  it('offers Resume when paused, and says when the connection dropped', () => {
    const handlers = show({ progress: { sent: 10, total: 100 }, state: 'paused' });
    fireEvent.click(screen.getByTestId('upload-progress-resume'));
    expect(handlers.resume).toHaveBeenCalled();
    expect(screen.queryByTestId('upload-progress-pause')).toBeNull();
  });

  it('says a dropped connection is being resumed', () => {
    show({ progress: { sent: 10, total: 100 }, state: 'resuming' });
    expect(screen.getByTestId('upload-progress-status').textContent).toBe('Connection interrupted, resuming…');
  });

  it('shows the reason of a failure and no buttons', () => {
    show({ progress: { sent: 100, total: 100 }, state: 'failed', error: 'The file is empty (0 bytes). Choose a file that has content.' });
    expect(screen.getByRole('alert').textContent).toBe('The file is empty (0 bytes). Choose a file that has content.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
