// Query and body shapes of the comment calls, and the text rules (spec doc 1 §5: minimum length).
import { z } from 'zod';
import { COMMENT_SORTS, MAX_COMMENT_LENGTH, MIN_COMMENT_LENGTH } from '@sermon/shared-contracts/constants/accounts';
import { commentProblems } from '@sermon/shared-contracts/rules/account-validation';
import { BadRequestError } from '../../http/api-errors';
import { choiceWithFallback, intParam, optionalParam, textParam } from '../../http/query-params';

export const sermonCommentsQuery = z.object({
  page: intParam(1, 1_000_000),
  pageSize: intParam(1, 100),
  sortBy: choiceWithFallback(COMMENT_SORTS, 'date'),
  /** keeps a random order stable across pages; defaults to the day */
  randomSeed: textParam(64),
});

export const userCommentsQuery = z.object({
  page: intParam(1, 1_000_000),
  pageSize: intParam(1, 100),
  userID: optionalParam(z.string()),
});

export const legacyCommentsQuery = z.object({
  page: intParam(1, 1_000_000),
  pageSize: intParam(1, 100),
  sermonID: textParam(40),
  broadcasterID: textParam(100),
});

/**
 * Comments are plain text: kept exactly as typed (trimmed, line breaks as \n), never interpreted as HTML here or
 * in the frontends. Control characters other than line breaks and tabs are dropped (NUL cannot even be stored).
 */
export function normalizeCommentText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .trim();
}

export function readCommentText(body: unknown): string {
  const value = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).text : undefined;
  if (typeof value !== 'string') throw new BadRequestError({ text: 'must be the text of the comment' });
  const text = normalizeCommentText(value);
  const [problem] = commentProblems(text);
  if (problem === 'tooShort') throw new BadRequestError({ text: `must be at least ${MIN_COMMENT_LENGTH} characters` });
  if (problem === 'tooLong') throw new BadRequestError({ text: `must be at most ${MAX_COMMENT_LENGTH} characters` });
  return text;
}
