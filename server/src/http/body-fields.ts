// Reading fields of dashboard write bodies (JSON, HTML form or query string): each reader checks the type and the
// limits and records a per-field problem, so one 400 lists everything wrong at once.
import type { FieldProblems } from '../modules/accounts/request-body';

export type BodyFields = Record<string, unknown>;

/** The body merged over the query string: older clients send write fields as query parameters. */
export function fieldsOf(body: unknown, query: unknown): BodyFields {
  const fromQuery = typeof query === 'object' && query !== null ? (query as BodyFields) : {};
  const fromBody = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as BodyFields) : {};
  return { ...fromQuery, ...fromBody };
}

export function has(fields: BodyFields, name: string): boolean {
  return fields[name] !== undefined;
}

/**
 * Trimmed text, or undefined when absent. `required` refuses empty text; `nullable` turns empty text into null
 * (clearing an optional field).
 */
export function readText(
  fields: BodyFields,
  name: string,
  problems: FieldProblems,
  options: { max: number; required?: boolean; nullable?: boolean; trim?: boolean },
): string | null | undefined {
  const raw = fields[name];
  if (raw === undefined) {
    if (options.required) problems.add(name, 'This field is required.');
    return undefined;
  }
  if (raw === null && options.nullable) return null;
  if (typeof raw !== 'string' && typeof raw !== 'number') {
    problems.add(name, 'Must be text.');
    return undefined;
  }
  const text = options.trim === false ? String(raw) : String(raw).trim();
  if (text === '') {
    if (options.required) {
      problems.add(name, 'This field is required.');
      return undefined;
    }
    return options.nullable ? null : '';
  }
  if (text.length > options.max) {
    problems.add(name, `Use at most ${options.max} characters.`);
    return undefined;
  }
  return text;
}

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

/** true/false, also 'True', '1', 'on' from forms and query strings. */
export function readBoolean(fields: BodyFields, name: string, problems: FieldProblems): boolean | undefined {
  const raw = fields[name];
  if (raw === undefined) return undefined;
  if (typeof raw === 'boolean') return raw;
  const word = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim().toLowerCase() : '';
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  problems.add(name, 'Must be true or false.');
  return undefined;
}

/** A whole number within bounds (numbers or digit strings). */
export function readInt(
  fields: BodyFields,
  name: string,
  problems: FieldProblems,
  options: { min: number; max: number; required?: boolean },
): number | undefined {
  const raw = fields[name];
  if (raw === undefined || raw === '') {
    if (options.required) problems.add(name, 'This field is required.');
    return undefined;
  }
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value)) {
    problems.add(name, 'Must be a whole number.');
    return undefined;
  }
  if (value < options.min || value > options.max) {
    problems.add(name, `Must be between ${options.min} and ${options.max}.`);
    return undefined;
  }
  return value;
}

/** YYYY-MM-DD that is a real calendar date. */
export function readIsoDate(fields: BodyFields, name: string, problems: FieldProblems): string | undefined {
  const raw = fields[name];
  if (raw === undefined) return undefined;
  const text = typeof raw === 'string' ? raw.trim().slice(0, 10) : '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== text) {
    problems.add(name, 'Must be a date (YYYY-MM-DD).');
    return undefined;
  }
  return text;
}

/** HTML form bodies for the routes of the calling plugin (fastify scopes parsers to their plugin). */
export function acceptFormFields(app: import('fastify').FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
