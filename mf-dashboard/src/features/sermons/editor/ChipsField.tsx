import { useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import { colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { errorTextStyle, helpStyle, labelStyle } from '@sermon/shared-contracts/mf/forms/form-styles';
import type { SermonProblem } from '@sermon/shared-contracts/rules/sermon-validation';
import { useProblemText } from '../shared/use-problem-text';

/**
 * A list of chips (keywords) with an input that adds one on Enter, comma or the Add button; a chip that cannot be
 * added ('{text} has already been added', 'Limit has been reached') is refused with the reason under the input.
 */
export function ChipsField({
  label,
  chips,
  onChipsChange,
  check,
  help,
  testId,
}: {
  label: string;
  chips: string[];
  onChipsChange: (chips: string[]) => void;
  /** the problem of adding this text, or null */
  check: (existing: string[], text: string) => SermonProblem | null;
  help?: string;
  testId?: string;
}) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const text = draft.trim().replace(/^#+/, '');
    if (!text) return;
    const found = check(chips, text);
    if (found) {
      setProblem(problemText(found));
      return;
    }
    onChipsChange([...chips, text]);
    setDraft('');
    setProblem(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && chips.length) {
      onChipsChange(chips.slice(0, -1));
    }
  };

  return (
    <div data-testid={testId}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: space(1.5),
          alignItems: 'center',
          padding: space(2),
          border: `1px solid ${problem ? colors.danger : colors.border}`,
          borderRadius: radius.sm,
          background: colors.surface,
          // the input inside draws no outline of its own: the frame shows where the keyboard is, as other fields do
          '&:focus-within': { borderColor: problem ? colors.danger : colors.accent, boxShadow: `0 0 0 3px ${colors.focusHalo}` },
        }}
      >
        {chips.map((chip) => (
          <span
            key={chip}
            data-testid="chip"
            css={{ display: 'inline-flex', alignItems: 'center', gap: space(1), padding: `${space(0.5)} ${space(2)}`, borderRadius: radius.pill, background: colors.accentSurface, color: colors.accent, fontSize: '0.85rem' }}
          >
            #{chip}
            <button
              type="button"
              aria-label={t`Remove ${chip}`}
              onClick={() => onChipsChange(chips.filter((c) => c !== chip))}
              css={{ border: 0, background: 'transparent', color: 'inherit', cursor: 'pointer', fontSize: '1rem', lineHeight: 1, padding: 0 }}
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-problem`}
          css={{ flex: '1 1 120px', minWidth: 100, border: 0, outline: 'none', font: 'inherit', background: 'transparent', color: colors.text, padding: space(1) }}
        />
        <Button variant="secondary" onClick={add} disabled={!draft.trim()} data-testid={testId ? `${testId}-add` : undefined}>
          {t`Add`}
        </Button>
      </div>
      <p id={`${id}-problem`} role={problem ? 'alert' : undefined} css={problem ? errorTextStyle : helpStyle}>
        {problem ?? help}
      </p>
    </div>
  );
}
