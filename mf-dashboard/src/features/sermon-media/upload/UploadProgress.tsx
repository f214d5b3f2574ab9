import { useLingui } from '@lingui/react/macro';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { useUploadMessages } from '../use-upload-messages';
import { formatBytes, formatRemaining } from './format-bytes';
import type { ResumableUploadState, UploadProgressValue } from './use-resumable-upload';

export interface UploadProgressProps {
  progress: UploadProgressValue;
  state: ResumableUploadState;
  /** bytes per second; shown with the time left while bytes flow */
  speed?: number | null;
  error?: string | null;
  fileName?: string | null;
  pause?: () => void;
  resume?: () => void;
  cancel?: () => void;
  testId?: string;
}

/**
 * One upload's bar: percent, bytes sent of the total, speed and time left, and Pause / Resume / Cancel. A dropped
 * connection shows as 'resuming' (the client retries by itself); the bar never jumps back.
 */
export function UploadProgress({ progress, state, speed = null, error = null, fileName = null, pause, resume, cancel, testId = 'upload-progress' }: UploadProgressProps) {
  const { t, i18n } = useLingui();
  const translate = useUploadMessages();
  const percent = progress.total > 0 ? Math.min(100, Math.floor((progress.sent / progress.total) * 100)) : state === 'done' ? 100 : 0;
  const sent = formatBytes(progress.sent, i18n.locale);
  const total = formatBytes(progress.total, i18n.locale);
  const rate = speed && speed > 0 ? formatBytes(speed, i18n.locale) : null;
  const remaining = speed && speed > 0 && progress.total > progress.sent ? formatRemaining((progress.total - progress.sent) / speed) : null;

  const status =
    state === 'uploading'
      ? t`Uploading`
      : state === 'paused'
        ? t`Paused`
        : state === 'resuming'
          ? t`Connection interrupted, resuming…`
          : state === 'done'
            ? t`Upload complete`
            : state === 'failed'
              ? t`Upload failed`
              : t`Ready to upload`;
  const active = state === 'uploading' || state === 'resuming';
  const barColor = state === 'failed' ? colors.danger : state === 'done' ? colors.success : state === 'paused' ? colors.faint : colors.accent;

  return (
    <div data-testid={testId} data-state={state} css={{ display: 'grid', gap: space(1), minWidth: 0 }}>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: space(2), fontSize: '0.9rem' }}>
        <span
          css={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600, color: state === 'failed' ? colors.danger : colors.text }}
          data-testid={`${testId}-status`}
        >
          {status}
          {fileName ? <span css={{ fontWeight: 400, color: colors.muted }}> · {fileName}</span> : null}
        </span>
        <span css={{ flexShrink: 0, color: colors.muted, fontVariantNumeric: 'tabular-nums' }} data-testid={`${testId}-percent`}>
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t`Upload progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${percent}% (${sent} of ${total})`}
        css={{ height: 10, borderRadius: radius.pill, background: colors.surfaceAlt, overflow: 'hidden', border: `1px solid ${colors.border}` }}
      >
        <div css={{ width: `${percent}%`, height: '100%', background: barColor, transition: 'width 200ms linear' }} />
      </div>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space(2), flexWrap: 'wrap' }}>
        <span css={{ color: colors.muted, fontSize: '0.85rem', fontVariantNumeric: 'tabular-nums' }} data-testid={`${testId}-bytes`}>
          {progress.total > 0 ? t`${sent} of ${total}` : null}
          {active && rate ? ` · ${t`${rate}/s`}` : ''}
          {active && remaining ? ` · ${t`about ${remaining} left`}` : ''}
        </span>
        <span css={{ display: 'flex', gap: space(1) }}>
          {active && pause && (
            <Button type="button" variant="quiet" onClick={pause} data-testid={`${testId}-pause`}>
              {t`Pause`}
            </Button>
          )}
          {state === 'paused' && resume && (
            <Button type="button" variant="quiet" onClick={resume} data-testid={`${testId}-resume`}>
              {t`Resume`}
            </Button>
          )}
          {(active || state === 'paused') && cancel && (
            <Button type="button" variant="quiet" onClick={cancel} data-testid={`${testId}-cancel`}>
              {t`Cancel`}
            </Button>
          )}
        </span>
      </div>
      {state === 'failed' && error && (
        <p role="alert" css={{ margin: 0, color: colors.danger, fontSize: '0.85rem' }} data-testid={`${testId}-error`}>
          {translate(error)}
        </p>
      )}
    </div>
  );
}
