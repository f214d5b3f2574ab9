import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PlayerMenu } from './PlayerMenu';

function Speed({ onDocumentKey }: { onDocumentKey?: () => void }) {
  const [value, setValue] = useState(1);
  return (
    <div onKeyDown={onDocumentKey}>
      <PlayerMenu
        testId="speed"
        label="Playback speed"
        trigger={`${value}×`}
        options={[0.5, 1, 2].map((v) => ({ value: v, label: `${v}×` }))}
        value={value}
        onChange={setValue}
      />
      <button type="button">elsewhere</button>
    </div>
  );
}

describe('PlayerMenu', () => {
  it('opens on the checked item, moves with the arrows and chooses with a click', () => {
    render(<Speed />);
    const button = screen.getByTestId('speed-button');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const checked = screen.getByRole('menuitemradio', { checked: true });
    expect(checked.textContent).toBe('1×');
    expect(document.activeElement).toBe(checked);
    fireEvent.keyDown(checked, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('2×');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('0.5×');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('2×');
    fireEvent.click(document.activeElement!);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.textContent).toBe('2×');
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape, giving focus back, and keeps its keys from the page', () => {
    const pageKeys = jest.fn();
    render(<Speed onDocumentKey={pageKeys} />);
    fireEvent.click(screen.getByTestId('speed-button'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('speed-button'));
    expect(pageKeys).not.toHaveBeenCalled();
  });

  it('opens from the keyboard with the arrow keys and closes on a press elsewhere', () => {
    render(<Speed />);
    fireEvent.keyDown(screen.getByTestId('speed-button'), { key: 'ArrowDown' });
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('moves focus in and out without scrolling the views around it', () => {
    // A dialog that hides its overflow can still be scrolled by focus(): the expanded view was shifted that way.
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    render(<Speed />);
    fireEvent.click(screen.getByTestId('speed-button'));
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    expect(document.activeElement?.getAttribute('role')).toBe('menuitemradio');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(screen.getByTestId('speed-button'));
    focus.mockRestore();
  });
});
