import { useId, type ReactNode } from 'react';
import { colors, space } from '../theme/tokens';

/** A checkbox with its label beside it and an optional line of explanation. */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  help,
  disabled,
  testId,
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  help?: ReactNode;
  disabled?: boolean;
  testId?: string;
  name?: string;
}) {
  const id = useId();
  return (
    <div css={{ display: 'flex', gap: space(3), alignItems: 'flex-start' }}>
      <input
        id={id}
        name={name}
        type="checkbox"
        data-testid={testId}
        checked={checked}
        disabled={disabled}
        aria-describedby={help ? `${id}-help` : undefined}
        onChange={(event) => onCheckedChange(event.target.checked)}
        css={{ width: 20, height: 20, margin: '2px 0 0', accentColor: colors.accent, flex: 'none' }}
      />
      <div>
        <label htmlFor={id} css={{ fontWeight: 500 }}>
          {label}
        </label>
        {help && (
          <p id={`${id}-help`} css={{ margin: `${space(0.5)} 0 0`, fontSize: '0.9rem', color: colors.muted }}>
            {help}
          </p>
        )}
      </div>
    </div>
  );
}
