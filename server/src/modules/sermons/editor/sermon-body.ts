// Reading the body of the sermon write calls. Clients send JSON (PL, BD), forms (PL's PATCH) or only a query
// string (NF), and PY-B sends both; every source is merged (the body wins) and each field is type-checked here,
// so a wrong type is a 400 naming the field, never a 500.
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../../../http/api-errors';

export type RawFields = Record<string, unknown>;

/** The query and the body as one field map; `key` (which API key the client chose) is not a field. */
export function mergedFields(request: FastifyRequest): RawFields {
  const query = typeof request.query === 'object' && request.query !== null ? (request.query as RawFields) : {};
  const body = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? (request.body as RawFields) : {};
  const merged: RawFields = {};
  for (const [name, value] of Object.entries({ ...query, ...body })) {
    if (name === 'key') continue;
    // a repeated query param counts once (the last wins), as on the read routes
    merged[name] = Array.isArray(value) && name !== 'keywords' ? value[value.length - 1] : value;
  }
  return merged;
}

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

/** Collects per-field type problems and throws them as one 400. */
export class FieldReader {
  readonly problems: Record<string, string> = {};

  constructor(readonly raw: RawFields) {}

  has(name: string): boolean {
    return this.raw[name] !== undefined;
  }

  private fail(name: string, text: string): undefined {
    if (!this.problems[name]) this.problems[name] = text;
    return undefined;
  }

  /** undefined when absent; null when sent as null (JSON) */
  text(name: string): string | null | undefined {
    const value = this.raw[name];
    if (value === undefined) return undefined;
    if (value === null) return null;
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') return this.fail(name, 'must be text');
    return value;
  }

  /** text, with '' and null both meaning "none" */
  optionalText(name: string): string | null | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    return value === null || value.trim() === '' ? null : value.trim();
  }

  bool(name: string): boolean | undefined {
    const value = this.raw[name];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'boolean') return value;
    if (typeof value === 'string' || typeof value === 'number') {
      const word = String(value).trim().toLowerCase();
      if (TRUE_WORDS.includes(word)) return true;
      if (FALSE_WORDS.includes(word)) return false;
    }
    return this.fail(name, 'must be true or false');
  }

  /** a whole number; null when sent as null or '' (clears the value) */
  int(name: string, min: number, max: number): number | null | undefined {
    const value = this.raw[name];
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(number)) return this.fail(name, 'must be a whole number');
    if (number < min || number > max) return this.fail(name, `must be between ${min} and ${max}`);
    return number;
  }

  /** keywords: a space-separated string, or an array of words (PL) */
  keywords(name: string): string | null | undefined {
    const value = this.raw[name];
    if (value === undefined) return undefined;
    if (value === null) return null;
    if (Array.isArray(value)) {
      if (!value.every((word) => typeof word === 'string')) return this.fail(name, 'must be text');
      return value.join(' ');
    }
    return this.text(name);
  }

  throwIfAny(): void {
    if (Object.keys(this.problems).length > 0) throw new BadRequestError(this.problems);
  }
}
