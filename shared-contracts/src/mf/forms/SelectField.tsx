import { useId, type ReactNode } from 'react';
import { controlStyle, labelStyle } from './form-styles';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select. */
export function SelectField({
  label,
  value,
  options,
  onValueChange,
  disabled,
  testId,
  name,
}: {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  disabled?: boolean;
  testId?: string;
  name?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        data-testid={testId}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        css={controlStyle}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
