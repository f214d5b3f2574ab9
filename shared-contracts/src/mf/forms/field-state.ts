// The four states of a form field (spec doc 1 §4 "Form field: Incomplete, Focused, Invalid, Valid").

export type FieldState = 'incomplete' | 'focused' | 'invalid' | 'valid';

/**
 * A field being typed in is Focused; an empty one is Incomplete; otherwise its problems decide.
 * Problems are still listed while typing (the field shows them live), only the frame colour waits for blur.
 */
export function fieldState({ value, focused, problemCount }: { value: string; focused: boolean; problemCount: number }): FieldState {
  if (focused) return 'focused';
  if (value === '') return 'incomplete';
  return problemCount > 0 ? 'invalid' : 'valid';
}
