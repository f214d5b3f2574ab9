import { act, fireEvent, screen } from '@testing-library/react';
import { formatMessage } from '@sermon/shared-contracts/errors/messages';
import { ApiError } from '@sermon/shared-contracts/errors/api-error';
import { UPLOAD_MESSAGES } from '@sermon/shared-contracts/constants/uploads';
import { uploadImage } from '../../features/sermon-media/upload/upload-image';
import { renderDashboard } from '../testing/render-dashboard';
import { ImageUploadField } from './ImageUploadField';

jest.mock('../../features/sermon-media/upload/upload-image', () => ({ uploadImage: jest.fn() }));
const uploadMock = uploadImage as jest.MockedFunction<typeof uploadImage>;

beforeEach(() => uploadMock.mockReset());

async function pick(onUploaded = jest.fn()) {
  await act(async () => {
    renderDashboard(<ImageUploadField label="Series image" target={{ kind: 'series', id: 12 }} imageURL={null} onUploaded={onUploaded} testId="img" />);
  });
  const file = new File([new Uint8Array(10)], 'art.png', { type: 'image/png' });
  await act(async () => {
    fireEvent.change(screen.getByTestId('img-input'), { target: { files: [file] } });
  });
  return { file, onUploaded };
}

describe('ImageUploadField', () => {
  it('sends the picture through the shared image upload for its owner and reports success', async () => {
    uploadMock.mockResolvedValue({ imageURL: '/images/series/12/1.jpg' });
    const { file, onUploaded } = await pick();
    expect(uploadMock).toHaveBeenCalledWith(expect.anything(), { kind: 'series', id: 12 }, file, expect.objectContaining({ onProgress: expect.any(Function) }));
    expect(onUploaded).toHaveBeenCalled();
    expect(screen.queryByTestId('img-error')).toBeNull();
  });

  it('shows the refusal (here: too small) under the field', async () => {
    const text = formatMessage(UPLOAD_MESSAGES.imageTooSmall, { width: 1400, height: 1400, actualWidth: 20, actualHeight: 10 });
    uploadMock.mockRejectedValue(new ApiError(text, 0, null));
    const { onUploaded } = await pick();
    expect(screen.getByTestId('img-error').textContent).toContain('The image must be at least 1400×1400 pixels; this one is 20×10.');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('asks the minimum resolution of the owner kind', async () => {
    await act(async () => {
      renderDashboard(<ImageUploadField label="Portrait" target={{ kind: 'speaker', id: 3 }} imageURL={null} onUploaded={jest.fn()} testId="p" />);
    });
    expect(screen.getByTestId('p').textContent).toMatch(/JPEG or PNG, at least \d+×\d+ pixels\./);
  });
});
