import { fireEvent, render, screen } from '@testing-library/react';
import { installPointerEvent } from '../../../components/testing/pointer-event';
import { PlayerHarness } from '../PlayerHarness';
import { Waveform, type WaveformProps } from './Waveform';
import { flatPeaks } from './waveform-geometry';

// jsdom has neither pointer events nor layout: give it both, for a waveform 200 px wide at x = 100.
beforeAll(installPointerEvent);

beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 100, top: 0, width: 200, height: 30, right: 300, bottom: 30, x: 100, y: 0, toJSON: () => ({}),
  } as DOMRect);
  // no canvas in jsdom: the drawing maths are tested on their own
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => jest.restoreAllMocks());

function renderWaveform(props: Partial<WaveformProps> = {}) {
  const onSeek = jest.fn();
  const all: WaveformProps = { peaks: [0.2, 0.8, 0.4], isDefault: false, currentTime: 60, duration: 600, onSeek, ...props };
  const view = render(
    <PlayerHarness>
      <Waveform {...all} />
    </PlayerHarness>,
  );
  return { ...view, onSeek, slider: screen.getByTestId('player-seek') };
}

describe('Waveform', () => {
  it('is a slider with the position for screen readers', () => {
    const { slider } = renderWaveform();
    expect(slider.getAttribute('role')).toBe('slider');
    expect(slider.getAttribute('aria-valuenow')).toBe('60');
    expect(slider.getAttribute('aria-valuemax')).toBe('600');
    expect(slider.getAttribute('aria-valuetext')).toBe('1:00 of 10:00');
    expect(slider.tabIndex).toBe(0);
  });

  it('seeks once, on release, to the fraction where the pointer let go', () => {
    const { slider, onSeek } = renderWaveform();
    fireEvent.pointerDown(slider, { clientX: 150, button: 0, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerMove(slider, { clientX: 200, pointerId: 1, pointerType: 'touch' });
    expect(onSeek).not.toHaveBeenCalled();
    // while dragging, the slider already says where it will go
    expect(slider.getAttribute('aria-valuenow')).toBe('300');
    expect(screen.getByTestId('player-waveform-tooltip').textContent).toBe('5:00');
    fireEvent.pointerUp(slider, { clientX: 250, pointerId: 1, pointerType: 'touch' });
    expect(onSeek).toHaveBeenCalledTimes(1);
    expect(onSeek).toHaveBeenCalledWith(450);
    expect(slider.getAttribute('aria-valuenow')).toBe('60');
  });

  it('seeks on a plain click', () => {
    const { slider, onSeek } = renderWaveform();
    fireEvent.pointerDown(slider, { clientX: 110, button: 0 });
    fireEvent.pointerUp(slider, { clientX: 110 });
    expect(onSeek).toHaveBeenCalledWith(30);
  });

  it('forgets a drag the browser cancelled (a vertical swipe scrolls the page instead)', () => {
    const { slider, onSeek } = renderWaveform();
    fireEvent.pointerDown(slider, { clientX: 150, button: 0, pointerType: 'touch' });
    fireEvent.pointerCancel(slider, { pointerType: 'touch' });
    fireEvent.pointerUp(slider, { clientX: 150, pointerType: 'touch' });
    expect(onSeek).not.toHaveBeenCalled();
  });

  it('shows the time under a hovering mouse and hides it when the mouse leaves', () => {
    const { slider } = renderWaveform();
    fireEvent.pointerMove(slider, { clientX: 200, pointerType: 'mouse' });
    expect(screen.getByTestId('player-waveform-tooltip').textContent).toBe('5:00');
    fireEvent.pointerLeave(slider, { pointerType: 'mouse' });
    expect(screen.queryByTestId('player-waveform-tooltip')).toBeNull();
  });

  it('ignores secondary buttons', () => {
    const { slider, onSeek } = renderWaveform();
    fireEvent.pointerDown(slider, { clientX: 150, button: 2 });
    fireEvent.pointerUp(slider, { clientX: 150, button: 2 });
    expect(onSeek).not.toHaveBeenCalled();
  });

  it('moves with the keyboard: arrows 5 s, Page Up/Down 30 s, Home and End, within the sermon', () => {
    const { slider, onSeek } = renderWaveform({ currentTime: 3 });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'PageUp' });
    fireEvent.keyDown(slider, { key: 'Home' });
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onSeek.mock.calls.map(([seconds]) => seconds)).toEqual([8, 0, 33, 0, 600]);
    fireEvent.keyDown(slider, { key: 'a' });
    expect(onSeek).toHaveBeenCalledTimes(5);
  });

  it('cannot be used before the duration is known or while disabled', () => {
    const { slider, onSeek, rerender } = renderWaveform({ duration: 0 });
    expect(slider.getAttribute('aria-disabled')).toBe('true');
    expect(slider.tabIndex).toBe(-1);
    fireEvent.pointerDown(slider, { clientX: 150, button: 0 });
    fireEvent.pointerUp(slider, { clientX: 150 });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    rerender(
      <PlayerHarness>
        <Waveform peaks={[0.5]} isDefault={false} currentTime={0} duration={600} onSeek={onSeek} disabled />
      </PlayerHarness>,
    );
    fireEvent.keyDown(screen.getByTestId('player-seek'), { key: 'ArrowRight' });
    expect(onSeek).not.toHaveBeenCalled();
  });

  it('marks a flat stand-in so a failed waveform is visible to tests, and still seeks', () => {
    const { onSeek, slider } = renderWaveform({ peaks: flatPeaks(), isDefault: true });
    expect(screen.getByTestId('player-waveform').dataset.default).toBe('true');
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(onSeek).toHaveBeenCalledWith(90);
  });

  it('draws on its canvas at the screen pixel ratio', () => {
    const calls: string[] = [];
    const ctx = new Proxy({}, { get: (_, name) => (name === 'roundRect' ? undefined : (...args: unknown[]) => calls.push(`${String(name)}(${args.join(',')})`)), set: () => true });
    (HTMLCanvasElement.prototype.getContext as jest.Mock).mockReturnValue(ctx);
    const ratio = window.devicePixelRatio;
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
    try {
      const { container } = renderWaveform();
      const canvas = container.querySelector('canvas')!;
      expect([canvas.width, canvas.height]).toEqual([400, 60]);
      expect(calls).toContain('setTransform(2,0,0,2,0,0)');
      expect(calls.some((call) => call.startsWith('fill'))).toBe(true);
    } finally {
      Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: ratio });
    }
  });
});
