// The code a TV shows (ABCD-EFGH): the user may type it in any case, with or without the dash.

export const USER_CODE_LENGTH = 8;

/** Letters and digits only, upper-cased, at most the code's length. */
export function normalizeUserCode(text: string): string {
  return text
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase()
    .slice(0, USER_CODE_LENGTH);
}

/** As typed into the field: the dash appears after the fourth character. */
export function formatUserCode(text: string): string {
  const code = normalizeUserCode(text);
  return code.length > 4 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

export function isCompleteUserCode(text: string): boolean {
  return normalizeUserCode(text).length === USER_CODE_LENGTH;
}
