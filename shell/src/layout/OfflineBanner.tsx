import { Trans } from '@lingui/react/macro';
import { shellTheme } from './theme';

/** Shown while the browser reports no connection. */
export function OfflineBanner({ online }: { online: boolean }) {
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      css={{
        background: shellTheme.warningBg,
        color: shellTheme.warning,
        borderBottom: '1px solid #f0d68a',
        padding: '10px 20px',
        textAlign: 'center',
        fontSize: 15,
        fontWeight: 600,
      }}
    >
      <Trans>You are offline. Pages you open may not load until the connection is back.</Trans>
    </div>
  );
}
