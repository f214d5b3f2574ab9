import { fireEvent, render, screen } from '@testing-library/react';
import { PlayerHarness } from '../PlayerHarness';
import { SeekBar } from './SeekBar';

function renderSeekBar(currentTime = 100, duration = 600) {
  const onSeek = jest.fn();
  render(
    <PlayerHarness>
      <SeekBar currentTime={currentTime} duration={duration} bufferedEnd={200} onSeek={onSeek} />
    </PlayerHarness>,
  );
  return { onSeek, slider: screen.getByRole('slider', { name: 'Seek' }) as HTMLInputElement };
}

describe('SeekBar', () => {
  it('is a slider named Seek that reads out the position', () => {
    const { slider } = renderSeekBar(65, 600);
    expect(slider.getAttribute('aria-valuetext')).toBe('1:05 of 10:00');
    expect(slider.max).toBe('600');
  });

  it('moves 5 s with the arrows and 30 s with Page Up/Down, clamped to the media', () => {
    const { slider, onSeek } = renderSeekBar(100, 600);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    fireEvent.keyDown(slider, { key: 'PageUp' });
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onSeek.mock.calls.map(([s]) => s)).toEqual([95, 105, 130, 600]);
  });

  it('stays inside the media at the edges', () => {
    const { slider, onSeek } = renderSeekBar(2, 600);
    fireEvent.keyDown(slider, { key: 'PageDown' });
    expect(onSeek).toHaveBeenLastCalledWith(0);
  });

  it('seeks once, on release, while the pointer drags', () => {
    const { slider, onSeek } = renderSeekBar(100, 600);
    fireEvent.pointerDown(slider);
    fireEvent.change(slider, { target: { value: '150' } });
    fireEvent.change(slider, { target: { value: '220' } });
    expect(onSeek).not.toHaveBeenCalled();
    expect(slider.value).toBe('220');
    fireEvent.pointerUp(slider);
    expect(onSeek).toHaveBeenCalledTimes(1);
    expect(onSeek).toHaveBeenCalledWith(220);
  });

  it('is disabled until the duration is known', () => {
    const { slider } = renderSeekBar(0, 0);
    expect(slider.disabled).toBe(true);
  });
});
