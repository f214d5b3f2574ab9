/** @jest-environment jsdom */
import { setupI18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { ANONYMOUS_SESSION } from '../auth/platform-session';
import { createRemoteRoot } from './create-remote-root';
import { useRemoteProps } from './remote-props';

// React's use() needs the same promise on every render, as the real memoised loader gives
const german = Promise.resolve(setupI18n({ locale: 'de', messages: { de: {} } }));
const loadI18n = jest.fn(() => german);

function PropsProbe() {
  const props = useRemoteProps();
  const location = useLocation();
  return (
    <p data-testid="probe" css={{ color: 'rebeccapurple' }}>
      {props.locale} {props.buildId} {location.pathname}
    </p>
  );
}

async function renderRoot(element: React.ReactElement) {
  await act(async () => {
    render(element);
  });
}

beforeEach(() => window.history.pushState({}, '', '/de/dashboard-beta'));

describe('a remote root made by the kit', () => {
  it('marks its element with the container name and the build id compiled into the remote', async () => {
    const Root = createRemoteRoot({ remote: 'mf-dashboard', loadI18n, AppRoutes: PropsProbe, buildId: 'b42' });
    await renderRoot(<Root basePath="/de" locale="de" apiBase="/v2/" apiKey="k" session={ANONYMOUS_SESSION} />);
    expect(document.querySelector('[data-remote="mf_dashboard"]')?.getAttribute('data-build-id')).toBe('b42');
    expect(loadI18n).toHaveBeenCalledWith('de');
  });

  it('gives its pages the shell props and routes them below the locale basename', async () => {
    const Root = createRemoteRoot({ remote: 'mf-dashboard', loadI18n, AppRoutes: PropsProbe, buildId: 'b42' });
    await renderRoot(<Root basePath="/de" locale="de" apiBase="/v2/" apiKey="k" session={ANONYMOUS_SESSION} />);
    expect(screen.getByTestId('probe').textContent).toBe('de b42 /dashboard-beta');
  });

  it('prefers the build id the remotes manifest announced', async () => {
    const Root = createRemoteRoot({ remote: 'mf-dashboard', loadI18n, AppRoutes: PropsProbe, buildId: 'b42' });
    await renderRoot(<Root basePath="/de" locale="de" apiBase="/v2/" apiKey="k" session={ANONYMOUS_SESSION} buildId="from-manifest" />);
    expect(screen.getByTestId('probe').textContent).toBe('de from-manifest /dashboard-beta');
  });

  it("styles each remote's pages with that remote's own emotion key", async () => {
    const PublicRoot = createRemoteRoot({ remote: 'mf-public', loadI18n, AppRoutes: PropsProbe, buildId: 'p' });
    const PromotionsRoot = createRemoteRoot({ remote: 'mf-promotions', loadI18n, AppRoutes: PropsProbe, buildId: 'q' });
    await renderRoot(
      <>
        <PublicRoot basePath="/de" locale="de" apiBase="/v2/" apiKey="k" session={ANONYMOUS_SESSION} />
        <PromotionsRoot basePath="/de" locale="de" apiBase="/v2/" apiKey="k" session={ANONYMOUS_SESSION} />
      </>,
    );
    const [publicProbe, promotionsProbe] = screen.getAllByTestId('probe');
    expect(publicProbe?.className).toMatch(/^mf-public-/);
    expect(promotionsProbe?.className).toMatch(/^mf-promotions-/);
  });
});

describe('a remote root with the data router option', () => {
  function BlockingProbe() {
    const location = useLocation();
    // useBlocker throws outside a data router, so rendering it at all proves the option took effect
    const blocker = useBlocker(({ nextLocation }) => nextLocation.pathname.endsWith('/blocked'));
    const navigate = useNavigate();
    return (
      <>
        <p data-testid="probe">{location.pathname}</p>
        <p data-testid="blocker">{blocker.state}</p>
        <button type="button" onClick={() => void navigate('/dashboard-beta/blocked')}>
          blocked
        </button>
        <button type="button" onClick={() => void navigate('/dashboard-beta/free')}>
          free
        </button>
      </>
    );
  }

  it('routes below the locale basename and lets pages block navigation', async () => {
    const Root = createRemoteRoot({ remote: 'mf-dashboard', loadI18n, AppRoutes: BlockingProbe, buildId: 'b42', dataRouter: true });
    await renderRoot(<Root basePath="/de" locale="de" apiBase="/v2/" apiKey="k" session={ANONYMOUS_SESSION} />);
    expect(screen.getByTestId('probe').textContent).toBe('/dashboard-beta');
    await act(async () => screen.getByText('blocked').click());
    expect(screen.getByTestId('blocker').textContent).toBe('blocked');
    expect(window.location.pathname).toBe('/de/dashboard-beta');
    await act(async () => screen.getByText('free').click());
    expect(screen.getByTestId('probe').textContent).toBe('/dashboard-beta/free');
    expect(window.location.pathname).toBe('/de/dashboard-beta/free');
  });

  it('works without a locale prefix (English)', async () => {
    window.history.pushState({}, '', '/dashboard-beta/sermons');
    const Root = createRemoteRoot({ remote: 'mf-dashboard', loadI18n, AppRoutes: BlockingProbe, buildId: 'b42', dataRouter: true });
    await renderRoot(<Root basePath="" locale="de" apiBase="/v2/" apiKey="k" session={ANONYMOUS_SESSION} />);
    expect(screen.getByTestId('probe').textContent).toBe('/dashboard-beta/sermons');
  });
});
