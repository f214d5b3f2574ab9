/**
 * react-router style path patterns (`/sermons/:sermonID/:mediaType?`) matched without react-router, so the
 * shell, the server (sitemap, 404 status) and tests can resolve a path with no DOM and no React.
 */

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };

export interface CompiledPattern {
  pattern: string;
  /** every way the optional segments can be present or absent, like react-router's explodeOptionalSegments */
  variants: Segment[][];
}

export type RouteParams = Record<string, string>;

function parseSegments(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((raw): Segment => {
      if (raw.startsWith(':')) {
        const optional = raw.endsWith('?');
        return { kind: 'param', name: raw.slice(1, optional ? -1 : undefined), optional };
      }
      return { kind: 'static', value: raw };
    });
}

function explode(segments: Segment[]): Segment[][] {
  let variants: Segment[][] = [[]];
  for (const segment of segments) {
    const withIt = variants.map((v) => [...v, segment]);
    variants = segment.kind === 'param' && segment.optional ? [...variants, ...withIt] : withIt;
  }
  return variants;
}

export function compilePattern(pattern: string): CompiledPattern {
  return { pattern, variants: explode(parseSegments(pattern)) };
}

/** Trailing slashes and empty segments do not change which page a path is. */
export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const segments = withoutQuery.split('/').filter(Boolean);
  return `/${segments.join('/')}`;
}

export interface PatternMatch {
  params: RouteParams;
  /** higher is more specific: a static segment outranks a parameter (react-router's ranking) */
  score: number;
}

/** Static segments compare case-insensitively (redirect rules say paths match case-insensitively). */
export function matchPattern(compiled: CompiledPattern, path: string): PatternMatch | null {
  const parts = normalizePath(path).split('/').filter(Boolean);
  let best: PatternMatch | null = null;
  for (const variant of compiled.variants) {
    if (variant.length !== parts.length) continue;
    const params: RouteParams = {};
    let score = 0;
    let ok = true;
    for (let i = 0; i < variant.length; i++) {
      const segment = variant[i]!;
      const part = parts[i]!;
      if (segment.kind === 'static') {
        if (segment.value.toLowerCase() !== part.toLowerCase()) {
          ok = false;
          break;
        }
        score += 10;
      } else {
        params[segment.name] = safeDecode(part);
        score += 3;
      }
    }
    if (ok && (!best || score > best.score)) best = { params, score };
  }
  return best;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Fills a pattern with params; a missing optional param drops its segment, a missing required one throws. */
export function fillPattern(pattern: string, params: Record<string, string | number | undefined> = {}): string {
  const out: string[] = [];
  for (const segment of parseSegments(pattern)) {
    if (segment.kind === 'static') {
      out.push(segment.value);
      continue;
    }
    const value = params[segment.name];
    if (value === undefined || value === '') {
      if (segment.optional) continue;
      throw new Error(`Route ${pattern} needs the parameter "${segment.name}"`);
    }
    out.push(encodeURIComponent(String(value)));
  }
  return `/${out.join('/')}`;
}

