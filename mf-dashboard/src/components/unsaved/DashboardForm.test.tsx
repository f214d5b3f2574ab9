import { act, fireEvent, screen } from '@testing-library/react';
import { renderDashboard } from '../testing/render-dashboard';
import { DashboardForm } from './DashboardForm';

function renderForm(props: { dirty: boolean; requireDirty?: boolean; onSubmit: () => Promise<void> | void }) {
  return renderDashboard(
    <>
      <DashboardForm id="settings-form" {...props}>
        <input aria-label="title" />
      </DashboardForm>
      {/* the Save button lives outside the form, in the page's sticky header */}
      <button type="submit" form="settings-form">
        Save
      </button>
    </>,
    { path: '/dashboard-beta/settings' },
  );
}

describe('DashboardForm', () => {
  it('ignores submit while the form is clean', async () => {
    const onSubmit = jest.fn();
    renderForm({ dirty: false, onSubmit });
    await act(async () => fireEvent.click(screen.getByText('Save')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when dirty, from a Save button outside the form', async () => {
    const onSubmit = jest.fn();
    renderForm({ dirty: true, onSubmit });
    await act(async () => fireEvent.click(screen.getByText('Save')));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits a clean form when dirty is not required', async () => {
    const onSubmit = jest.fn();
    renderForm({ dirty: false, requireDirty: false, onSubmit });
    await act(async () => fireEvent.click(screen.getByText('Save')));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores a second submit while the first is still saving', async () => {
    let finish: () => void = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({ dirty: true, onSubmit });
    await act(async () => fireEvent.click(screen.getByText('Save')));
    await act(async () => fireEvent.click(screen.getByText('Save')));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await act(async () => fireEvent.click(screen.getByText('Save')));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('guards leaving while dirty', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderForm({ dirty: true, onSubmit: jest.fn() });
    await act(async () => router.navigate('/dashboard-beta/sermons'));
    expect(confirm).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard-beta/settings');
    confirm.mockRestore();
  });
});
