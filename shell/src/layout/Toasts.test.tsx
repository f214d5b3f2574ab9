import { fireEvent, render, screen } from '@testing-library/react';
import type { Toast } from '../platform/toasts/toast-store';
import { TestProviders } from './test-providers';
import { Toasts } from './Toasts';

// jsdom has no PointerEvent, so pointer events would lose their coordinates
if (typeof window.PointerEvent === 'undefined') {
  (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class extends MouseEvent {};
}

const toasts: Toast[] = [
  { id: 1, kind: 'error', message: 'Activation failed' },
  { id: 2, kind: 'success', message: 'Saved' },
];

function renderToasts() {
  const onDismiss = jest.fn();
  render(
    <TestProviders>
      <Toasts toasts={toasts} onDismiss={onDismiss} />
    </TestProviders>,
  );
  return onDismiss;
}

describe('toasts on screen', () => {
  it('announces errors as alerts and successes as status', () => {
    renderToasts();
    expect(screen.getByRole('alert').textContent).toContain('Activation failed');
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });

  it('close with the close button', () => {
    const onDismiss = renderToasts();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close notification' })[1]!);
    expect(onDismiss).toHaveBeenCalledWith(2);
  });

  it('close with a click on the toast', () => {
    const onDismiss = renderToasts();
    const toast = screen.getByRole('alert');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 100 });
    expect(onDismiss).toHaveBeenCalledWith(1);
  });

  it('close with a sideways swipe, but not with a small drag', () => {
    const onDismiss = renderToasts();
    const toast = screen.getByRole('alert');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 120 });
    fireEvent.pointerUp(toast, { clientX: 120 });
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 200 });
    fireEvent.pointerUp(toast, { clientX: 200 });
    expect(onDismiss).toHaveBeenCalledWith(1);
  });
});
