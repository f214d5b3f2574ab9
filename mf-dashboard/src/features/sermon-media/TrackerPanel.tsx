import { useLingui } from '@lingui/react/macro';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { FormAlert } from '@sermon/shared-contracts/mf/forms/FormAlert';
import { colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { currentProblems, type TrackerStep } from '@sermon/shared-contracts/machines/upload-tracker.machine';
import type { TrackerJob } from '@sermon/shared-contracts/entities/media-tracker';
import { mutedTextStyle } from '../../components/page/dashboard-styles';
import { useTrackerTexts } from './tracker-texts';
import { useUploadMessages } from './use-upload-messages';
import type { UploadTrackerSnapshot } from './use-upload-tracker';

/** A labelled progress bar; `value` null is an indeterminate (waiting) bar. */
export function ProgressBar({ label, value, testId }: { label: string; value: number | null; testId?: string }) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div css={{ display: 'grid', gap: space(1) }} data-testid={testId}>
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: space(2), fontSize: '0.85rem', color: colors.textSoft }}>
        <span>{label}</span>
        <span>{percent === null ? '…' : `${percent}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        css={{ height: 8, borderRadius: radius.pill, background: colors.surfaceAlt, overflow: 'hidden' }}
      >
        <div
          css={{
            height: '100%',
            // waiting (no measure yet): a faint full bar rather than a made-up amount
            width: percent === null ? '100%' : `${percent}%`,
            background: percent === null ? colors.border : colors.accent,
            borderRadius: radius.pill,
            transition: 'width 0.4s ease',
          }}
        />
      </div>
    </div>
  );
}

const STATUS_MARK: Record<TrackerStep['status'], string> = { pending: '○', active: '◐', done: '●', failed: '✕' };

/**
 * The live tracker of one media kind: the spec's stages with a mark each, a real progress bar for every job of the
 * current upload, and the problems in words, with a retry where one helps.
 */
export function TrackerPanel({
  snapshot,
  onRetry,
  testId,
}: {
  snapshot: UploadTrackerSnapshot;
  /** offered for encoding and pipeline errors (re-encode from the kept original) */
  onRetry?: () => void;
  testId: string;
}) {
  const { t } = useLingui();
  const texts = useTrackerTexts();
  const translate = useUploadMessages();
  const { context, value } = snapshot;
  const view = context.view;
  const problems = currentProblems(context, value);
  const stateName = typeof value === 'string' ? value : Object.keys(value)[0];
  const ready = stateName === 'ready';
  // the words behind a failure: this browser's own upload first (it never reached the server), else the server's
  const errorText = (problem: string): string | null => {
    const text = problem === 'upload-failed' ? (context.local?.error ?? view?.error) : view?.error;
    return text && (problem === 'encoding-error' || problem === 'pipeline-error' || problem === 'upload-failed') ? translate(text) : null;
  };
  const statusMarkLabel: Record<TrackerStep['status'], string> = {
    pending: t`waiting`,
    active: t`in progress`,
    done: t`done`,
    failed: t`failed`,
  };

  if (context.malformed) {
    return (
      <div data-testid={testId} data-state="malformed">
        <FormAlert kind="error">{texts.malformed}</FormAlert>
      </div>
    );
  }
  const showSteps = view && view.phase !== 'idle' && stateName !== 'uploading';
  const visibleJobs: TrackerJob[] = (view?.jobs ?? []).filter((job) => job.state === 'active' || job.state === 'queued');

  return (
    <div data-testid={testId} data-state={stateName} data-stage={view?.stage ?? ''} css={{ display: 'grid', gap: space(3) }}>
      {showSteps && (
        <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: `${space(1)} ${space(3)}` }} aria-label={t`Processing steps`}>
          {view.steps.map((step) => (
            <li
              key={step.stage}
              data-step={step.stage}
              data-status={step.status}
              css={{
                fontSize: '0.85rem',
                color: step.status === 'failed' ? colors.danger : step.status === 'pending' ? colors.muted : colors.text,
                fontWeight: step.status === 'active' ? 700 : 400,
              }}
            >
              <span aria-hidden="true">{STATUS_MARK[step.status]} </span>
              {texts.stages[step.stage]}
              <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>: {statusMarkLabel[step.status]}</span>
            </li>
          ))}
        </ol>
      )}
      {view?.stage && !ready && (
        <p css={{ ...mutedTextStyle, color: colors.text }} data-testid={`${testId}-stage`}>
          {texts.stages[view.stage]}
        </p>
      )}
      {visibleJobs.map((job) => (
        <ProgressBar
          key={job.id}
          testId={`${testId}-job-${job.queue}`}
          label={job.target && !/^[0-9a-f-]{30,}$/.test(job.target) ? `${texts.jobNames[job.queue] ?? job.queue} (${job.target.split(',').join(', ')})` : (texts.jobNames[job.queue] ?? job.queue)}
          value={job.state === 'queued' ? null : job.progress}
        />
      ))}
      {problems.map((problem) => (
        <FormAlert key={problem} kind={problem === 'delayed' || problem === 'resumable-upload' || problem === 'advanced-settings-not-applied' ? 'info' : 'error'} testId={`${testId}-problem-${problem}`}>
          {texts.problems[problem]}
          {errorText(problem) ? (
            <span css={{ display: 'block', marginTop: space(1), fontSize: '0.85rem' }} data-testid={`${testId}-problem-${problem}-detail`}>
              {errorText(problem)}
            </span>
          ) : null}
        </FormAlert>
      ))}
      {onRetry && (stateName === 'encodingError' || stateName === 'pipelineError') && (
        <div>
          <Button variant="secondary" onClick={onRetry} data-testid={`${testId}-retry`}>
            {t`Try again`}
          </Button>
        </div>
      )}
    </div>
  );
}
