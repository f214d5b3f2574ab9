import { colors, space } from '../theme/tokens';
import type { FieldState } from './field-state';
import { errorTextStyle } from './form-styles';

/** The problems listed under a text field, announced as they change; muted while the user is still typing. */
export function FieldErrors({ id, errors, state }: { id: string; errors: readonly string[]; state: FieldState }) {
  if (errors.length === 0) return null;
  return (
    <ul id={id} aria-live="polite" css={{ ...errorTextStyle, paddingLeft: space(5), color: state === 'focused' ? colors.muted : colors.danger }}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
