// What TextField and TextAreaField share: the field state (Incomplete, Focused, Invalid, Valid), which problems
// to list, the ids that tie help and errors to the control, and the frame colour.
import { useId, useState, type FocusEvent } from 'react';
import { fieldState, type FieldState } from './field-state';
import { stateBorder } from './form-styles';

export interface TextFieldStateOptions<E extends HTMLElement> {
  id?: string;
  value: string;
  /** undefined = a field without rules, judged only by the server (never shown green) */
  problems?: readonly string[];
  serverError?: string | null;
  hasHelp: boolean;
  /** false when the caller lists the problems itself (a rule checklist): they then only colour the frame */
  listProblems?: boolean;
  /** ids of extra content that describes the field */
  describedBy?: string;
  onFocus?: (event: FocusEvent<E>) => void;
  onBlur?: (event: FocusEvent<E>) => void;
}

export interface TextFieldState<E extends HTMLElement> {
  inputId: string;
  helpId: string;
  errorId: string;
  state: FieldState;
  /** the texts to list under the field */
  errors: readonly string[];
  borderColor: string;
  /** props for the control itself */
  controlProps: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    onFocus: (event: FocusEvent<E>) => void;
    onBlur: (event: FocusEvent<E>) => void;
  };
}

export function useTextFieldState<E extends HTMLElement>(options: TextFieldStateOptions<E>): TextFieldState<E> {
  const generatedId = useId();
  const inputId = options.id ?? generatedId;
  const [focused, setFocused] = useState(false);
  const problems = options.problems ?? [];
  const hasRules = options.problems !== undefined;
  const listProblems = options.listProblems ?? true;
  const errors = options.serverError ? [options.serverError] : options.value !== '' && listProblems ? problems : [];
  const state = options.serverError ? 'invalid' : fieldState({ value: options.value, focused, problemCount: problems.length });
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-errors`;
  const describedBy =
    [options.hasHelp ? helpId : null, errors.length ? errorId : null, options.describedBy ?? null].filter(Boolean).join(' ') || undefined;
  return {
    inputId,
    helpId,
    errorId,
    state,
    errors,
    borderColor: state === 'valid' && !hasRules ? stateBorder.incomplete : stateBorder[state],
    controlProps: {
      id: inputId,
      'aria-invalid': state === 'invalid' || undefined,
      'aria-describedby': describedBy,
      onFocus: (event) => {
        setFocused(true);
        options.onFocus?.(event);
      },
      onBlur: (event) => {
        setFocused(false);
        options.onBlur?.(event);
      },
    },
  };
}
