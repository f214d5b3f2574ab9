import { Trans } from '@lingui/react/macro';
import type { RemoteFailure } from '../registry/remote-errors';
import { shellTheme } from './theme';

/** Shown in a remote's own section when that remote failed to load or mount; the rest of the page works. */
export function RemoteErrorPanel({ name, failure }: { name: string; failure: RemoteFailure }) {
  const status = failure.status;
  return (
    <div
      role="alert"
      data-testid="remote-error-panel"
      data-remote-error={name}
      data-status={failure.status}
      css={{
        maxWidth: shellTheme.contentWidth - 40,
        margin: '16px auto',
        padding: '16px 20px',
        border: `1px solid #f1b8b3`,
        borderRadius: 8,
        background: shellTheme.dangerBg,
        color: shellTheme.surfaceText,
        boxSizing: 'border-box',
      }}
    >
      <p css={{ margin: 0, fontWeight: 700, color: shellTheme.danger }}>
        <Trans>Error {status}</Trans>
      </p>
      <p css={{ margin: '6px 0 10px' }}>
        <Trans>This part of the page could not be loaded. The rest of the site still works.</Trans>
      </p>
      <p
        css={{
          margin: '0 0 12px',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: 13,
          color: shellTheme.surfaceMuted,
          overflowWrap: 'anywhere',
        }}
      >
        {failure.message}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        css={{
          font: 'inherit',
          fontWeight: 600,
          padding: '6px 14px',
          borderRadius: 6,
          border: `1px solid ${shellTheme.danger}`,
          background: shellTheme.surface,
          color: shellTheme.danger,
          cursor: 'pointer',
        }}
      >
        <Trans>Reload the page</Trans>
      </button>
    </div>
  );
}
