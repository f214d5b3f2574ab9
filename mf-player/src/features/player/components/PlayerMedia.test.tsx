import { render, screen, waitFor } from '@testing-library/react';
import { inertMediaBinding } from '../player-story-fixtures';
import { PlayerMedia } from './PlayerMedia';

const attached: { src: string | null; media: HTMLMediaElement | null; capping: number }[] = [];

jest.mock('hls.js/light', () => {
  class FakeHls {
    static Events = { MANIFEST_PARSED: 'm', ERROR: 'e' };
    static isSupported = () => true;
    record = { src: null as string | null, media: null as HTMLMediaElement | null, capping: -1 };
    constructor() {
      attached.push(this.record);
    }
    set autoLevelCapping(value: number) {
      this.record.capping = value;
    }
    on() {}
    loadSource(src: string) {
      this.record.src = src;
    }
    attachMedia(media: HTMLMediaElement) {
      this.record.media = media;
    }
    destroy() {}
  }
  return { __esModule: true, default: FakeHls };
});

const binding = (src: string) => inertMediaBinding('video', src);

afterEach(() => {
  attached.length = 0;
  jest.restoreAllMocks();
});

describe('PlayerMedia', () => {
  it('plays a file as the element source', () => {
    render(<PlayerMedia binding={binding('/media/v/high.mp4')} />);
    expect(screen.getByTestId('player-media').getAttribute('src')).toBe('/media/v/high.mp4');
    expect(attached).toHaveLength(0);
  });

  it('lets Safari offer AirPlay for video and audio alike', () => {
    const { unmount } = render(<PlayerMedia binding={binding('/media/v/high.mp4')} />);
    expect(screen.getByTestId('player-media').getAttribute('x-webkit-airplay')).toBe('allow');
    unmount();
    render(<PlayerMedia binding={inertMediaBinding('audio', '/media/a/high.mp3')} />);
    const audio = screen.getByTestId('player-media');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio.getAttribute('x-webkit-airplay')).toBe('allow');
  });

  it('gives an HLS playlist straight to a browser that plays HLS itself', () => {
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    render(<PlayerMedia binding={binding('/media/v/hls/master.m3u8')} srcKind="hls" />);
    const video = screen.getByTestId('player-media');
    expect(video.getAttribute('src')).toBe('/media/v/hls/master.m3u8');
    expect(video.dataset.hls).toBe('native');
    expect(attached).toHaveLength(0);
  });

  it('plays HLS through hls.js elsewhere, capped at the lowest level for low quality', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const { rerender } = render(<PlayerMedia binding={binding('/media/v/hls/master.m3u8')} srcKind="hls" quality="low" />);
    const video = screen.getByTestId('player-media');
    expect(video.hasAttribute('src')).toBe(false);
    expect(video.dataset.hls).toBe('hls.js');
    await waitFor(() => expect(attached).toHaveLength(1));
    expect(attached[0]).toMatchObject({ src: '/media/v/hls/master.m3u8', media: video });
    rerender(<PlayerMedia binding={binding('/media/v/hls/master.m3u8')} srcKind="hls" quality="high" />);
    expect(attached[0]!.capping).toBe(-1);
  });
});
