import { act, screen } from '@testing-library/react';
import { renderWithPlatform } from '@sermon/shared-contracts/testing/render-with-platform';
import { installIntersectionObserver, removeIntersectionObserver, scrollToBottom } from '../testing/intersection-observer';
import { InfiniteList, type InfiniteListProps } from './InfiniteList';

const props = (overrides: Partial<InfiniteListProps<string>>): InfiniteListProps<string> => ({
  items: [],
  status: 'idle',
  hasMore: false,
  onLoadMore: jest.fn(),
  onRetry: jest.fn(),
  renderItem: (item) => <span>{item}</span>,
  getKey: (item) => item,
  testId: 'sermon-list',
  ...overrides,
});

describe('InfiniteList', () => {
  beforeEach(installIntersectionObserver);
  afterEach(removeIntersectionObserver);

  it("says 'No Results' when there is nothing at all", () => {
    renderWithPlatform(<InfiniteList {...props({})} />);
    expect(screen.getByTestId('sermon-list-empty').textContent).toBe('No Results');
    expect(screen.queryByTestId('sermon-list-end')).toBeNull();
  });

  it('says "That\'s Everything!" after the last page', () => {
    renderWithPlatform(<InfiniteList {...props({ items: ['a', 'b'] })} />);
    expect(screen.getByTestId('sermon-list-end').textContent).toBe("That's Everything!");
    expect(screen.queryByTestId('sermon-list-empty')).toBeNull();
  });

  it('asks for the next page when the bottom comes into view', () => {
    const onLoadMore = jest.fn();
    renderWithPlatform(<InfiniteList {...props({ items: ['a'], hasMore: true, onLoadMore })} />);
    act(() => scrollToBottom());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('sermon-list-end')).toBeNull();
  });

  it('does not ask for more while a page is loading or after the end', () => {
    const onLoadMore = jest.fn();
    const loading = renderWithPlatform(<InfiniteList {...props({ items: ['a'], hasMore: true, status: 'loading', onLoadMore })} />);
    act(() => scrollToBottom());
    loading.unmount();
    renderWithPlatform(<InfiniteList {...props({ items: ['a'], hasMore: false, onLoadMore })} />);
    act(() => scrollToBottom());
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('offers a retry when a page failed', () => {
    const onRetry = jest.fn();
    renderWithPlatform(<InfiniteList {...props({ items: ['a'], hasMore: true, status: 'error', onRetry })} />);
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(onRetry).toHaveBeenCalled();
  });

  it('falls back to a button where IntersectionObserver is missing', () => {
    removeIntersectionObserver();
    const onLoadMore = jest.fn();
    renderWithPlatform(<InfiniteList {...props({ items: ['a'], hasMore: true, onLoadMore })} />);
    act(() => screen.getByRole('button', { name: 'Load more' }).click());
    expect(onLoadMore).toHaveBeenCalled();
  });
});
