// HTTP Range for media: one range of bytes. Several ranges are answered with the whole file
// (allowed by RFC 9110); a range that is malformed or outside the file is unsatisfiable (416).
import type { ByteRange } from '../../storage/storage';

export type RangeResult = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number): RangeResult {
  if (header === undefined || header.trim() === '') return { kind: 'full' };
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!match) return { kind: 'unsatisfiable' };
  const specs = match[1]!.split(',').map((s) => s.trim());
  if (specs.length > 1) {
    return specs.every((s) => /^(\d+-\d*|-\d+)$/.test(s)) ? { kind: 'full' } : { kind: 'unsatisfiable' };
  }
  const spec = specs[0]!;
  const suffix = /^-(\d+)$/.exec(spec);
  if (suffix) {
    const length = Number(suffix[1]);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const bounded = /^(\d+)-(\d*)$/.exec(spec);
  if (!bounded) return { kind: 'unsatisfiable' };
  const start = Number(bounded[1]);
  const end = bounded[2] === '' ? size - 1 : Math.min(Number(bounded[2]), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end } };
}
