import { render, screen } from '@testing-library/react';
import type { SubtitleCue } from '@sermon/shared-contracts/rules/captions';
import { CaptionOverlay } from './CaptionOverlay';

const cues: SubtitleCue[] = [
  { id: '1', startTime: 1, endTime: 3, text: 'Grace and peace.' },
  { id: '2', startTime: 4, endTime: 7, text: 'The Lord is my shepherd;\nI shall not want.' },
];

describe('CaptionOverlay', () => {
  it('shows the text of the cue playing now', () => {
    const { rerender } = render(<CaptionOverlay cues={cues} currentTime={1.5} />);
    expect(screen.getByTestId('player-caption').textContent).toBe('Grace and peace.');
    rerender(<CaptionOverlay cues={cues} currentTime={4} />);
    expect(screen.getByTestId('player-caption').textContent).toBe('The Lord is my shepherd;\nI shall not want.');
  });

  it('shows nothing over the video before, between and after cues', () => {
    for (const time of [0, 3, 3.5, 7, 60]) {
      const { container, unmount } = render(<CaptionOverlay cues={cues} currentTime={time} />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('keeps its room under the artwork for audio between cues, so the layout does not jump', () => {
    const { container, rerender } = render(<CaptionOverlay cues={cues} currentTime={3.5} variant="audio" />);
    expect(screen.queryByTestId('player-caption')).toBeNull();
    const box = container.firstElementChild;
    expect(box).not.toBeNull();
    rerender(<CaptionOverlay cues={cues} currentTime={5} variant="audio" />);
    expect(container.firstElementChild).toBe(box);
    expect(screen.getByTestId('player-caption').textContent).toContain('I shall not want.');
  });

  it('shows nothing without cues', () => {
    const { container } = render(<CaptionOverlay cues={[]} currentTime={2} />);
    expect(container.innerHTML).toBe('');
  });
});
