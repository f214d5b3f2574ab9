import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { broadcasterFixture, sermonFixture, speakerFixture } from '../testing/fixtures';
import { installFakePlayback, type FakePlayback } from '../testing/media-element';
import { SermonThumbnail } from './SermonThumbnail';

let playback: FakePlayback;
beforeEach(() => {
  jest.useFakeTimers();
  playback = installFakePlayback();
});
afterEach(() => {
  playback.restore();
  jest.useRealTimers();
});

describe('the sermon thumbnail', () => {
  it('plays the video preview over the still picture after a hover of 600 ms', () => {
    renderWithPlatform(
      <SermonThumbnail
        sermon={sermonFixture({
          hasVideo: true,
          videoDurationSeconds: 605,
          videoThumbnail: '/media/sermons/1/thumbnail.jpg',
          videoPreviewURL: '/media/sermons/1/preview.mp4',
        })}
      />,
    );
    const tile = screen.getByTestId('video-preview');
    expect(tile.querySelector('img')!.getAttribute('src')).toBe('/media/sermons/1/thumbnail.jpg');
    expect(tile.textContent).toContain('10:05');
    const hover = new MouseEvent('pointerover', { bubbles: true });
    Object.defineProperty(hover, 'pointerType', { value: 'mouse' });
    fireEvent(tile, hover);
    act(() => jest.advanceTimersByTime(600));
    expect(tile.querySelector('video')!.getAttribute('src')).toBe('/media/sermons/1/preview.mp4');
    expect(tile.getAttribute('data-playing')).toBe('true');
  });

  it('shows the still picture alone for a video without a preview clip', () => {
    renderWithPlatform(
      <SermonThumbnail sermon={sermonFixture({ hasVideo: true, videoThumbnail: '/media/sermons/1/thumbnail.jpg' })} />,
    );
    expect(screen.queryByTestId('video-preview')).toBeNull();
    expect(screen.getByTestId('sermon-thumbnail').querySelector('img')!.getAttribute('src')).toBe('/media/sermons/1/thumbnail.jpg');
  });

  it('shows the speaker over the blurred broadcaster image, with the duration, when there is no video', () => {
    renderWithPlatform(
      <SermonThumbnail
        sermon={sermonFixture({
          hasVideo: false,
          audioDurationSeconds: 2400,
          // a preview clip without video is ignored: the thumbnail follows the media the sermon has
          videoPreviewURL: '/media/sermons/1/preview.mp4',
          speaker: speakerFixture({ portraitURL: '/media/images/speakers/7.jpg' }),
          broadcaster: broadcasterFixture({ imageURL: '/media/images/broadcasters/tabernacle.jpg' }),
        })}
      />,
    );
    const thumbnail = screen.getByTestId('sermon-thumbnail');
    const sources = [...thumbnail.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['/media/images/broadcasters/tabernacle.jpg', '/media/images/speakers/7.jpg']);
    expect(thumbnail.textContent).toContain('40:00');
    expect(screen.queryByTestId('video-preview')).toBeNull();
    expect(playback.plays()).toBe(0);
  });
});
