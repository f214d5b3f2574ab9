import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldErrors } from './FieldErrors';
import { controlStyle, helpStyle, labelStyle } from './form-styles';
import { useTextFieldState } from './use-text-field-state';

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
  problems,
  serverError,
  help,
  children,
  listProblems = true,
  inputStyle,
  describedBy,
  testId,
  id,
  onFocus,
  onBlur,
  ...input
}: TextFieldProps) {
  // a field without rules (a password to sign in with) is never shown green: its value is only judged by the server
  const field = useTextFieldState<HTMLInputElement>({ id, value, problems, serverError, hasHelp: !!help, listProblems, describedBy, onFocus, onBlur });
  return (
    <div data-field-state={field.state} css={{ minWidth: 0 }}>
      <label htmlFor={field.inputId} css={labelStyle}>
        {label}
      </label>
      <input
        {...input}
        {...field.controlProps}
        data-testid={testId}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        css={{ ...controlStyle, borderColor: field.borderColor, ...inputStyle }}
      />
      {help && (
        <p id={field.helpId} css={helpStyle}>
          {help}
        </p>
      )}
      <FieldErrors id={field.errorId} errors={field.errors} state={field.state} />
      {children}
    </div>
  );
}
