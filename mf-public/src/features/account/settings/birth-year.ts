// The birth year field: empty means "not given"; otherwise a four-digit year no later than this one.

export const EARLIEST_BIRTH_YEAR = 1900;

export function birthYearProblem(text: string, currentYear: number): 'invalid' | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{4}$/.test(trimmed)) return 'invalid';
  const year = Number(trimmed);
  return year < EARLIEST_BIRTH_YEAR || year > currentYear ? 'invalid' : null;
}

export function parseBirthYear(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{4}$/.test(trimmed) ? Number(trimmed) : null;
}
