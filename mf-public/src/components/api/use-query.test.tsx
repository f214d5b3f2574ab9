import { act, renderHook, waitFor } from '@testing-library/react';
import { onPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { nodeList } from '../testing/fixtures';
import { usePagedQuery } from './use-paged-query';
import { useQuery } from './use-query';

function recordProgress() {
  const phases: string[] = [];
  const stop = onPlatformEvent('shell:progress', ({ phase }) => phases.push(phase));
  return { phases, stop };
}

describe('useQuery', () => {
  it("drives the shell's progress bar around a page load", async () => {
    const { phases, stop } = recordProgress();
    const { result } = renderHook(() => useQuery('k', async () => 'data'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    stop();
    expect(result.current.data).toBe('data');
    expect(phases).toEqual(['start', 'finish']);
  });

  it('reports a failed load to the progress bar and loads again on retry', async () => {
    const { phases, stop } = recordProgress();
    let fail = true;
    const { result } = renderHook(() => useQuery('k', async () => (fail ? Promise.reject(new Error('down')) : 'data')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('success'));
    stop();
    expect(phases).toEqual(['start', 'fail', 'start', 'finish']);
  });

  it('drops the answer to a request the page no longer wants', async () => {
    let resolveFirst: (value: string) => void = () => {};
    const { result, rerender } = renderHook(({ id }) => useQuery(id, () => (id === 'a' ? new Promise<string>((r) => (resolveFirst = r)) : Promise.resolve('b'))), {
      initialProps: { id: 'a' },
    });
    rerender({ id: 'b' });
    await waitFor(() => expect(result.current.data).toBe('b'));
    await act(async () => resolveFirst('a'));
    expect(result.current.data).toBe('b');
  });

  it('keeps secondary loads off the progress bar', async () => {
    const { phases, stop } = recordProgress();
    const { result } = renderHook(() => useQuery('k', async () => 1, { progress: false }));
    await waitFor(() => expect(result.current.status).toBe('success'));
    stop();
    expect(phases).toEqual([]);
  });
});

describe('usePagedQuery', () => {
  it('appends pages until the envelope has no next page', async () => {
    const fetchPage = jest.fn(async (page: number) =>
      nodeList([`item ${page}`], { totalCount: 2, next: page === 1 ? '/v2/node/x?page=2' : null }),
    );
    const { result } = renderHook(() => usePagedQuery('k', fetchPage, 1));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['item 1', 'item 2']));
    expect(result.current.hasMore).toBe(false);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2]);
  });

  it('starts again at page 1 when the key changes', async () => {
    const fetchPage = jest.fn(async (page: number) => nodeList([page], { next: '/next' }));
    const { result, rerender } = renderHook(({ k }) => usePagedQuery(k, fetchPage, 1), { initialProps: { k: 'a' } });
    await waitFor(() => expect(result.current.status).toBe('idle'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual([1, 2]));
    rerender({ k: 'b' });
    await waitFor(() => expect(result.current.items).toEqual([1]));
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 1]);
  });
});
