import { Trans } from '@lingui/react/macro';
import { colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';

/**
 * What a page shows when its data could not be fetched: a quiet inline message with a retry,
 * never a broken page (spec: fetch failures show nothing broken).
 */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      data-testid="load-error"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: space(3),
        padding: `${space(3)} ${space(4)}`,
        margin: `${space(4)} 0`,
        borderRadius: radius.md,
        background: colors.dangerSurface,
        color: colors.danger,
      }}
    >
      <span>
        <Trans>Something went wrong while loading this content.</Trans>
      </span>
      <button
        type="button"
        onClick={onRetry}
        css={{
          font: 'inherit',
          fontWeight: 600,
          padding: `${space(1)} ${space(3)}`,
          borderRadius: radius.pill,
          border: `1px solid ${colors.danger}`,
          background: colors.surface,
          color: colors.danger,
          cursor: 'pointer',
          ...focusRing,
        }}
      >
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
