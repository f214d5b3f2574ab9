// Reading account call bodies, which arrive as JSON or as an HTML form (application/x-www-form-urlencoded).
// Every field is checked for its type here, so a number, an array or an object where text belongs is a 400.
import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../../http/api-errors';
import { NOT_BOOLEAN, NOT_TEXT, REQUIRED_TEXT } from './field-texts';

/** Account bodies are a few short fields; anything bigger is refused (413) before it is parsed. */
export const ACCOUNT_BODY_LIMIT = 64 * 1024;

/** Form bodies for the routes of the plugin this is called in (fastify scopes parsers to their plugin). */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: ACCOUNT_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export type Body = Record<string, unknown>;

/** The body as an object; a missing body, null, an array or a bare value count as no fields. */
export function bodyOf(body: unknown): Body {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

/** Collects field problems and throws them together as one 400. */
export class FieldProblems {
  private readonly fields: Record<string, string> = {};

  add(field: string, text: string | null): void {
    if (text && !this.fields[field]) this.fields[field] = text;
  }

  has(field: string): boolean {
    return field in this.fields;
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw new BadRequestError(this.fields);
  }
}

export function optionalText(body: Body, field: string, problems: FieldProblems): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    problems.add(field, NOT_TEXT);
    return undefined;
  }
  return value;
}

export function requiredText(body: Body, field: string, problems: FieldProblems): string {
  const value = optionalText(body, field, problems);
  if (value === undefined || value === '') {
    problems.add(field, REQUIRED_TEXT);
    return '';
  }
  return value;
}

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off', ''];

/** JSON booleans, or the words a form sends (a checked checkbox sends 'on'). */
export function optionalBoolean(body: Body, field: string, problems: FieldProblems): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.includes(word)) return true;
    if (FALSE_WORDS.includes(word)) return false;
  }
  problems.add(field, NOT_BOOLEAN);
  return undefined;
}
