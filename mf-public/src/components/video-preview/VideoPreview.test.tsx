import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installFakePlayback, preferReducedMotion, type FakePlayback } from '../testing/media-element';
import {
  installIntersectionObserver,
  observerOptions,
  removeIntersectionObserver,
  setVisibleRatio,
} from '../testing/intersection-observer';
import { VideoPreview } from './VideoPreview';

let playback: FakePlayback;

beforeEach(() => {
  jest.useFakeTimers();
  installIntersectionObserver();
  playback = installFakePlayback();
});

afterEach(() => {
  playback.restore();
  removeIntersectionObserver();
  jest.useRealTimers();
});

const tile = () => screen.getByTestId('video-preview');
const video = () => tile().querySelector('video');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** jsdom has no PointerEvent: a mouse event carrying the pointer type stands in (React reads pointerover). */
function pointerEnter(element: Element, pointerType: 'mouse' | 'touch' = 'mouse') {
  const event = new MouseEvent('pointerover', { bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(element, event);
}

describe('the video preview tile', () => {
  describe('with a hover delay', () => {
    it('plays after hovering for the delay and stops (back to the start) on leaving', () => {
      renderWithPlatform(<VideoPreview src="/media/preview.mp4" poster="/media/still.jpg" delayMs={600} />);
      // nothing is downloaded before the listener shows interest
      expect(video()).toBeNull();
      pointerEnter(tile());
      advance(599);
      expect(video()).toBeNull();
      expect(tile().getAttribute('data-playing')).toBe('false');
      advance(1);
      expect(video()!.getAttribute('src')).toBe('/media/preview.mp4');
      expect(playback.plays()).toBe(1);
      expect(tile().getAttribute('data-playing')).toBe('true');

      video()!.currentTime = 3;
      fireEvent.pointerLeave(tile());
      expect(playback.pauses()).toBe(1);
      expect(video()!.currentTime).toBe(0);
      expect(tile().getAttribute('data-playing')).toBe('false');
    });

    it('does not play when the pointer leaves before the delay is over', () => {
      renderWithPlatform(<VideoPreview src="/media/preview.mp4" delayMs={600} />);
      pointerEnter(tile());
      advance(400);
      fireEvent.pointerLeave(tile());
      advance(1000);
      expect(video()).toBeNull();
      expect(playback.plays()).toBe(0);
    });

    it('waits 600 ms by default, and a keyboard focus counts as hovering', () => {
      renderWithPlatform(
        <VideoPreview src="/media/preview.mp4">
          <a href="/sermons/1">open</a>
        </VideoPreview>,
      );
      fireEvent.focus(screen.getByText('open'));
      advance(599);
      expect(playback.plays()).toBe(0);
      advance(1);
      expect(playback.plays()).toBe(1);
      fireEvent.blur(screen.getByText('open'));
      expect(tile().getAttribute('data-playing')).toBe('false');
    });

    it('ignores a touch (a tap opens the sermon; it is not a hover)', () => {
      renderWithPlatform(<VideoPreview src="/media/preview.mp4" />);
      pointerEnter(tile(), 'touch');
      advance(2000);
      expect(video()).toBeNull();
    });

    it('shows its mute toggle only once it has been hovered', () => {
      renderWithPlatform(<VideoPreview src="/media/preview.mp4" />);
      expect(screen.queryByTestId('video-preview-mute')).toBeNull();
      pointerEnter(tile());
      advance(600);
      expect(screen.getByTestId('video-preview-mute')).toBeTruthy();
    });
  });

  it('without a delay plays at once', () => {
    renderWithPlatform(<VideoPreview src="/media/preview.mp4" mode="autoplay" />);
    expect(playback.plays()).toBe(1);
    expect(tile().getAttribute('data-playing')).toBe('true');
  });

  it('in background mode plays while at least 10% is on screen and stops when it is not', () => {
    renderWithPlatform(<VideoPreview src="/media/preview.mp4" mode="background" />);
    expect(observerOptions(tile())).toEqual([{ threshold: 0.1 }]);
    expect(playback.plays()).toBe(0);

    act(() => setVisibleRatio(tile(), 0.05));
    expect(playback.plays()).toBe(0);
    act(() => setVisibleRatio(tile(), 0.1));
    expect(playback.plays()).toBe(1);
    expect(tile().getAttribute('data-playing')).toBe('true');
    act(() => setVisibleRatio(tile(), 0));
    expect(playback.pauses()).toBe(1);
    expect(tile().getAttribute('data-playing')).toBe('false');
    act(() => setVisibleRatio(tile(), 0.6));
    expect(playback.plays()).toBe(2);
  });

  it('starts muted; the mute toggle (top right) turns the sound on and off', () => {
    renderWithPlatform(<VideoPreview src="/media/preview.mp4" mode="autoplay" />);
    const mute = screen.getByTestId('video-preview-mute');
    expect(video()!.muted).toBe(true);
    expect(mute.getAttribute('aria-label')).toBe('Unmute preview');
    fireEvent.click(mute);
    expect(video()!.muted).toBe(false);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(mute.getAttribute('aria-label')).toBe('Mute preview');
    fireEvent.click(mute);
    expect(video()!.muted).toBe(true);
  });

  it('offers the pop-out only for a given address, and shows the slot label', () => {
    const { unmount } = renderWithPlatform(<VideoPreview src="/media/preview.mp4" mode="autoplay" />);
    expect(screen.queryByTestId('video-preview-popout')).toBeNull();
    expect(screen.queryByTestId('video-preview-label')).toBeNull();
    unmount();

    renderWithPlatform(
      <VideoPreview src="/media/preview.mp4" mode="autoplay" popoutTo="/sermons/7" popoutLabel="Open the sermon page" label="Featured video" />,
      { props: { locale: 'fr', basePath: '/fr' } },
    );
    const popout = screen.getByTestId('video-preview-popout');
    expect(popout.getAttribute('href')).toBe('/fr/sermons/7');
    expect(popout.getAttribute('aria-label')).toBe('Open the sermon page');
    expect(screen.getByTestId('video-preview-label').textContent).toBe('Featured video');
  });

  it('shows captions, but never in background mode', () => {
    const captions = { src: '/media/captions.eng.vtt', language: 'en', label: 'English' };
    const { unmount } = renderWithPlatform(<VideoPreview src="/media/preview.mp4" mode="autoplay" captions={captions} />);
    expect(video()!.querySelector('track')!.getAttribute('src')).toBe('/media/captions.eng.vtt');
    unmount();

    renderWithPlatform(<VideoPreview src="/media/preview.mp4" mode="background" captions={captions} />);
    act(() => setVisibleRatio(tile(), 1));
    expect(video()!.querySelector('track')).toBeNull();
  });

  it('lets the listener pause a tile that plays by itself, and play it again', () => {
    renderWithPlatform(<VideoPreview src="/media/preview.mp4" mode="autoplay" />);
    const toggle = screen.getByTestId('video-preview-toggle');
    expect(toggle.getAttribute('aria-label')).toBe('Pause preview');
    fireEvent.click(toggle);
    expect(playback.pauses()).toBe(1);
    expect(toggle.getAttribute('aria-label')).toBe('Play preview');
    fireEvent.click(toggle);
    expect(playback.plays()).toBe(2);
  });

  it('keeps the still picture when the browser refuses to play', async () => {
    playback.restore();
    playback = installFakePlayback({ refuse: true });
    renderWithPlatform(<VideoPreview src="/media/preview.mp4" poster="/media/still.jpg" mode="autoplay" />);
    await act(async () => {});
    expect(tile().getAttribute('data-playing')).toBe('false');
    expect(tile().querySelector('img')!.getAttribute('src')).toBe('/media/still.jpg');
  });

  describe('for a listener who prefers reduced motion', () => {
    let restoreMotion: () => void;
    beforeEach(() => {
      restoreMotion = preferReducedMotion(true);
    });
    afterEach(() => restoreMotion());

    it('does not autoplay, in any mode, until asked to', () => {
      renderWithPlatform(
        <>
          <VideoPreview src="/a.mp4" mode="autoplay" />
          <VideoPreview src="/b.mp4" mode="background" />
          <VideoPreview src="/c.mp4" />
        </>,
      );
      const [autoplay, background, hover] = screen.getAllByTestId('video-preview');
      act(() => setVisibleRatio(background!, 1));
      pointerEnter(hover!);
      advance(1000);
      expect(playback.plays()).toBe(0);

      fireEvent.click(autoplay!.querySelector('[data-testid="video-preview-toggle"]')!);
      expect(playback.plays()).toBe(1);
      expect(autoplay!.getAttribute('data-playing')).toBe('true');
    });
  });
});
