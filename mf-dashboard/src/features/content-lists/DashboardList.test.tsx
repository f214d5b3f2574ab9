import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { createSourceI18n } from '@sermon/shared-contracts/testing/source-i18n';
import type { Load } from '../../components/content/use-load';
import { DashboardList, useSearchablePages, type ListPage } from './DashboardList';

type Item = { id: number; name: string };
const ready = (results: Item[], next: string | null): Load<ListPage<Item>> & { reload(): void } => ({ state: 'ready', data: { results, next }, reload: jest.fn() });

function show(list: Load<ListPage<Item>> & { reload(): void }, page = 1, extra: Partial<Parameters<typeof DashboardList<Item>>[0]> = {}) {
  const onPageChange = jest.fn();
  render(
    <I18nProvider i18n={createSourceI18n()}>
      <DashboardList list={list} page={page} onPageChange={onPageChange} itemKey={(item) => item.id} renderItem={(item) => <span>{item.name}</span>} rowTestId="row" {...extra} />
    </I18nProvider>,
  );
  return onPageChange;
}

describe('DashboardList', () => {
  it('renders one row per item and no pager on a single page', () => {
    show(ready([{ id: 1, name: 'Acts' }, { id: 2, name: 'Romans' }], null));
    expect(screen.getAllByTestId('row').map((row) => row.textContent)).toEqual(['Acts', 'Romans']);
    expect(screen.queryByText('Next')).toBeNull();
  });

  it("says 'No Results' for an empty list", () => {
    show(ready([], null));
    expect(screen.getByText('No Results')).toBeTruthy();
  });

  it('pages by the next link and never before page 1', () => {
    const onPageChange = show(ready([{ id: 1, name: 'Acts' }], '/v2/x?page=2'));
    expect((screen.getByText('Previous').closest('button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('Next'));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('takes other pager words (the notices list: Newer / Older) and goes back from the last page', () => {
    const onPageChange = show(ready([{ id: 1, name: 'Picnic' }], null), 3, { previousLabel: 'Newer', nextLabel: 'Older' });
    expect((screen.getByText('Older').closest('button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('Newer'));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('offers a retry when loading failed', async () => {
    const reload = jest.fn();
    show({ state: 'failed', status: 500, message: 'boom', reload });
    expect(screen.getByTestId('content-load-failed')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('Try again'));
    });
    expect(reload).toHaveBeenCalled();
  });
});

describe('useSearchablePages', () => {
  it('starts at page 1 and goes back to page 1 on a new query', () => {
    const hook = renderHook(() => useSearchablePages());
    expect(hook.result.current).toMatchObject({ query: '', page: 1 });
    act(() => hook.result.current.setPage(3));
    expect(hook.result.current.page).toBe(3);
    act(() => hook.result.current.search('grace'));
    expect(hook.result.current).toMatchObject({ query: 'grace', page: 1 });
  });
});
