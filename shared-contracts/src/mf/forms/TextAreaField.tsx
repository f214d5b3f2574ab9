import { useId, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { colors, space } from '../theme/tokens';
import { fieldState } from './field-state';
import { controlStyle, errorTextStyle, helpStyle, labelStyle, stateBorder } from './form-styles';

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'children'>;

export interface TextAreaFieldProps extends TextAreaProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Translated problems of the current value, listed live as the user types. */
  problems?: readonly string[];
  /** An error the server gave for this field; shown until the value changes. */
  serverError?: string | null;
  /** A line under the field (what to enter). */
  help?: ReactNode;
  /** Shows "n / maxLength" under the field when maxLength is set, so long texts do not hit the limit by surprise. */
  showCount?: boolean;
  testId?: string;
}

/** A labelled multi-line text input with the same field states (Incomplete, Focused, Invalid, Valid) as TextField. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  problems: ruleProblems,
  serverError,
  help,
  showCount = false,
  testId,
  id,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [focused, setFocused] = useState(false);
  const problems = ruleProblems ?? [];
  // without rules the field is never shown green: its value is only judged by the server
  const hasRules = ruleProblems !== undefined;
  const errors = serverError ? [serverError] : value !== '' ? problems : [];
  const state = serverError ? 'invalid' : fieldState({ value, focused, problemCount: problems.length });
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-errors`;
  const describedBy = [help ? helpId : null, errors.length ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div data-field-state={state} css={{ minWidth: 0 }}>
      <label htmlFor={inputId} css={labelStyle}>
        {label}
      </label>
      <textarea
        {...textarea}
        id={inputId}
        rows={rows}
        data-testid={testId}
        value={value}
        aria-invalid={state === 'invalid' || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
        onFocus={(event) => {
          setFocused(true);
          textarea.onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          textarea.onBlur?.(event);
        }}
        css={{
          ...controlStyle,
          minHeight: 88,
          resize: 'vertical',
          lineHeight: 1.5,
          borderColor: state === 'valid' && !hasRules ? stateBorder.incomplete : stateBorder[state],
        }}
      />
      {(help || (showCount && textarea.maxLength !== undefined)) && (
        <p id={helpId} css={{ ...helpStyle, display: 'flex', justifyContent: 'space-between', gap: space(3) }}>
          <span>{help}</span>
          {showCount && textarea.maxLength !== undefined && (
            <span css={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {value.length} / {textarea.maxLength}
            </span>
          )}
        </p>
      )}
      {errors.length > 0 && (
        <ul id={errorId} aria-live="polite" css={{ ...errorTextStyle, paddingLeft: space(5), color: state === 'focused' ? colors.muted : colors.danger }}>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
