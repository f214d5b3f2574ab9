import { act, render, screen } from '@testing-library/react';
import { ANONYMOUS_SESSION } from '@sermon/shared-contracts/auth/platform-session';
import type { RemoteManifestEntry } from '@sermon/shared-contracts/mf/custom-props';
import { ProgressModel } from '../platform/progress/progress-model';
import { ToastStore } from '../platform/toasts/toast-store';
import { RemoteErrorStore } from '../registry/remote-error-store';
import { ensureSection } from '../registry/remote-outlet';
import { ShellApp, type ShellSlots } from './ShellApp';
import { TestProviders } from './test-providers';

const entries: RemoteManifestEntry[] = [
  { name: 'mf_public', manifest: '/mf/mf-public/mf-manifest.json', routes: ['/', '/sermons'] },
  { name: 'mf_player', manifest: '/mf/mf-player/mf-manifest.json', routes: ['*'] },
];

function setup(path: string) {
  document.body.innerHTML =
    '<div id="shell-app"><div id="top"></div><main id="outlet"><div id="page"></div></main><div id="bottom"></div><div id="bar"></div></div>';
  const el = (id: string) => document.getElementById(id)!;
  const slots: ShellSlots = { app: el('shell-app'), top: el('top'), page: el('page'), bottom: el('bottom') };
  for (const entry of entries) ensureSection({ outlet: el('outlet'), playerBar: el('bar') }, entry.name, entry.routes.includes('*'));
  window.history.pushState({}, '', path);
  const errors = new RemoteErrorStore();
  render(
    <TestProviders>
      <ShellApp
        slots={slots}
        locale="en"
        siteName="SermonHub"
        buildId="b1"
        progress={new ProgressModel()}
        toasts={new ToastStore()}
        errors={errors}
        remotes={entries.map((entry) => ({ entry, everywhere: entry.routes.includes('*') }))}
        bootError={null}
        session={ANONYMOUS_SESSION}
      />
    </TestProviders>,
  );
  return { errors, slots };
}

describe('the shell around the remotes', () => {
  it('shows header and footer and no error page where a remote owns the page', async () => {
    setup('/sermons/1');
    // the chrome is a chunk of its own (site-chrome.tsx): it arrives a moment after the rest
    expect(await screen.findByTestId('shell-header')).toBeTruthy();
    expect((await screen.findByTestId('shell-footer')).textContent).toContain('Build b1');
    expect(screen.queryByTestId('error-page')).toBeNull();
  });

  it('shows "This page could not be found" with 404 where no remote owns the page', () => {
    const { slots } = setup('/no-such-page');
    const page = slots.page.querySelector('[data-testid="error-page"]') as HTMLElement;
    expect(page.dataset.status).toBe('404');
    expect(page.textContent).toContain('This page could not be found');
  });

  it('hides its chrome on embed pages', async () => {
    const { slots } = setup('/embed/classic/player/a/1');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByTestId('shell-header')).toBeNull();
    expect(screen.queryByTestId('shell-footer')).toBeNull();
    expect(slots.app.dataset.layout).toBe('embed');
  });

  it('shows a failed remote’s 500 panel inside that remote’s section only', () => {
    const { errors } = setup('/sermons');
    act(() => errors.report('mf_public', { status: 500, message: 'Failed to get manifest' }));
    const section = document.getElementById('single-spa-application:mf_public')!;
    const panel = section.querySelector('[data-testid="remote-error-panel"]') as HTMLElement;
    expect(panel.dataset.status).toBe('500');
    expect(panel.textContent).toContain('Failed to get manifest');
    expect(document.getElementById('single-spa-application:mf_player')!.textContent).toBe('');
    act(() => errors.clear('mf_public'));
    expect(section.querySelector('[data-testid="remote-error-panel"]')).toBeNull();
  });
});
