import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { controlStyle, labelStyle } from '@sermon/shared-contracts/mf/forms/form-styles';
import { colors, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { mutedTextStyle } from '../../../components/page/dashboard-styles';
import type { PublishMode } from './sermon-form';

/**
 * Draft / Scheduled (date and time) / Publish now. Scheduling and publishing need a publishable sermon (a known
 * speaker and a real title): until then those choices are disabled and the reason is shown.
 */
export function PublishControls({
  mode,
  scheduledAt,
  onModeChange,
  onScheduledAtChange,
  blockReason,
  published,
}: {
  mode: PublishMode;
  scheduledAt: string;
  onModeChange: (mode: PublishMode) => void;
  onScheduledAtChange: (value: string) => void;
  blockReason: string | null;
  /** saved as published: it can go back to draft, nothing else */
  published: boolean;
}) {
  const { t } = useLingui();
  const name = useId();
  const choices: Array<{ value: PublishMode; label: string; disabled: boolean }> = published
    ? [
        { value: 'published', label: t`Published`, disabled: false },
        { value: 'draft', label: t`Unpublish (back to draft)`, disabled: false },
      ]
    : [
        { value: 'draft', label: t`Draft`, disabled: false },
        { value: 'scheduled', label: t`Scheduled`, disabled: blockReason !== null },
        { value: 'now', label: t`Publish now`, disabled: blockReason !== null },
      ];
  return (
    <fieldset data-testid="publish-controls" css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: space(3) }}>
      <legend css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t`Publishing`}</legend>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(4) }}>
        {choices.map((choice) => (
          <label key={choice.value} css={{ display: 'inline-flex', gap: space(2), alignItems: 'center', color: choice.disabled ? colors.muted : colors.text, cursor: choice.disabled ? 'not-allowed' : 'pointer' }}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={mode === choice.value}
              disabled={choice.disabled}
              onChange={() => onModeChange(choice.value)}
              data-testid={`publish-${choice.value}`}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {mode === 'scheduled' && (
        <label css={{ ...labelStyle, display: 'grid', gap: space(1.5), marginBottom: 0, maxWidth: 320 }}>
          {t`Publish on`}
          <input
            type="datetime-local"
            value={scheduledAt}
            onChange={(event) => onScheduledAtChange(event.target.value)}
            required
            data-testid="publish-scheduled-at"
            css={{ ...controlStyle, fontWeight: 400 }}
          />
        </label>
      )}
      {blockReason && !published && (
        <p data-testid="publish-blocked" role="status" css={{ ...mutedTextStyle, color: colors.danger }}>
          {blockReason}
        </p>
      )}
    </fieldset>
  );
}
