import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { colors, space } from '../theme/tokens';
import { fieldState } from './field-state';
import { controlStyle, errorTextStyle, helpStyle, labelStyle, stateBorder } from './form-styles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'children'>;

export interface TextFieldProps extends InputProps {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Translated problems of the current value, listed live as the user types (e.g. 'At least 4 characters'). */
  problems?: readonly string[];
  /** An error the server gave for this field; shown until the value changes. */
  serverError?: string | null;
  /** A line under the field (what to enter, or an availability hint). */
  help?: ReactNode;
  /** Extra content under the field (a password rule list). */
  children?: ReactNode;
  /** false when `children` already lists the problems (a rule checklist): they then only colour the frame. */
  listProblems?: boolean;
  /** id of extra content that describes the field (the rule checklist in `children`) */
  describedBy?: string;
  /** extra styles for the input itself (a code typed in large monospace letters) */
  inputStyle?: Record<string, string | number>;
  testId?: string;
}

/** A labelled text input with the spec's field states and its problems announced to screen readers. */
export function TextField({
  label,
  value,
  onValueChange,
  problems: ruleProblems,
  serverError,
  help,
  children,
  listProblems = true,
  inputStyle,
  describedBy: extraDescription,
  testId,
  id,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [focused, setFocused] = useState(false);
  const problems = ruleProblems ?? [];
  // a field without rules (a password to sign in with) is never shown green: its value is only judged by the server
  const hasRules = ruleProblems !== undefined;
  const errors = serverError ? [serverError] : value !== '' && listProblems ? problems : [];
  const state = serverError ? 'invalid' : fieldState({ value, focused, problemCount: problems.length });
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-errors`;
  const describedBy = [help ? helpId : null, errors.length ? errorId : null, extraDescription ?? null].filter(Boolean).join(' ') || undefined;
  return (
    <div data-field-state={state} css={{ minWidth: 0 }}>
      <label htmlFor={inputId} css={labelStyle}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        data-testid={testId}
        value={value}
        aria-invalid={state === 'invalid' || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValueChange(event.target.value)}
        onFocus={(event) => {
          setFocused(true);
          input.onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          input.onBlur?.(event);
        }}
        css={{ ...controlStyle, borderColor: state === 'valid' && !hasRules ? stateBorder.incomplete : stateBorder[state], ...inputStyle }}
      />
      {help && (
        <p id={helpId} css={helpStyle}>
          {help}
        </p>
      )}
      {errors.length > 0 && (
        <ul id={errorId} aria-live="polite" css={{ ...errorTextStyle, paddingLeft: space(5), color: state === 'focused' ? colors.muted : colors.danger }}>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
