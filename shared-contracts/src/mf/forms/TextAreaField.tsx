import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { space } from '../theme/tokens';
import { FieldErrors } from './FieldErrors';
import { controlStyle, helpStyle, labelStyle } from './form-styles';
import { useTextFieldState } from './use-text-field-state';

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
  problems,
  serverError,
  help,
  showCount = false,
  testId,
  id,
  rows = 4,
  onFocus,
  onBlur,
  ...textarea
}: TextAreaFieldProps) {
  const counted = showCount && textarea.maxLength !== undefined;
  const field = useTextFieldState<HTMLTextAreaElement>({ id, value, problems, serverError, hasHelp: !!help || counted, onFocus, onBlur });
  return (
    <div data-field-state={field.state} css={{ minWidth: 0 }}>
      <label htmlFor={field.inputId} css={labelStyle}>
        {label}
      </label>
      <textarea
        {...textarea}
        {...field.controlProps}
        rows={rows}
        data-testid={testId}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        css={{ ...controlStyle, minHeight: 88, resize: 'vertical', lineHeight: 1.5, borderColor: field.borderColor }}
      />
      {(help || counted) && (
        <p id={field.helpId} css={{ ...helpStyle, display: 'flex', justifyContent: 'space-between', gap: space(3) }}>
          <span>{help}</span>
          {counted && (
            <span css={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {value.length} / {textarea.maxLength}
            </span>
          )}
        </p>
      )}
      <FieldErrors id={field.errorId} errors={field.errors} state={field.state} />
    </div>
  );
}
