// The notice composer's checks: both fields required, within the server's limits.
import { CONTENT_LIMITS } from '@sermon/shared-contracts/constants/content-limits';

export interface NoticeDraft {
  title: string;
  text: string;
}

export type NoticeProblem = 'required' | 'tooLong';

export const EMPTY_NOTICE: NoticeDraft = { title: '', text: '' };

export function noticeProblems(draft: NoticeDraft): Partial<Record<keyof NoticeDraft, NoticeProblem>> {
  const problems: Partial<Record<keyof NoticeDraft, NoticeProblem>> = {};
  if (draft.title.trim() === '') problems.title = 'required';
  else if (draft.title.trim().length > CONTENT_LIMITS.noticeTitle) problems.title = 'tooLong';
  if (draft.text.trim() === '') problems.text = 'required';
  else if (draft.text.trim().length > CONTENT_LIMITS.noticeText) problems.text = 'tooLong';
  return problems;
}

/** A notice is ready to go to the confirmation step when nothing is wrong with it. */
export function canSendNotice(draft: NoticeDraft): boolean {
  return Object.keys(noticeProblems(draft)).length === 0;
}
