import { useLingui } from '@lingui/react/macro';
import type { ProgressState } from '../platform/progress/progress-model';
import { shellTheme } from './theme';

/** A thin bar at the very top of the page while a page loads; red when loading failed. */
export function ProgressBar({ state }: { state: ProgressState }) {
  const { t } = useLingui();
  const failed = state.status === 'failed';
  return (
    <div
      role="progressbar"
      aria-label={t`Loading page`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.percent)}
      aria-hidden={!state.visible}
      data-testid="progress-bar"
      data-status={state.status}
      css={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 1000,
        pointerEvents: 'none',
        opacity: state.visible ? 1 : 0,
        transition: 'opacity 200ms ease',
      }}
    >
      <div
        css={{
          height: '100%',
          width: `${state.percent}%`,
          background: failed ? shellTheme.danger : shellTheme.accent,
          boxShadow: `0 0 6px ${failed ? shellTheme.danger : shellTheme.accent}`,
          transition: 'width 100ms linear',
        }}
      />
    </div>
  );
}
