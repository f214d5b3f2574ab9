// The list envelope and its `next` link: the same path and params as the request, one page on.
import type { FastifyRequest } from 'fastify';
import type { NodeList } from '@sermon/shared-contracts/entities/node-list';

/** Cache hints the web client adds; they do not belong in a `next` link. */
const DROPPED_FROM_NEXT = new Set(['cacheLanguage', 'cacheMax', 'cacheDomain', 'cache', 'cacheTTL']);

export function nextPageLink(request: FastifyRequest, page: number, pageSize: number, totalCount: number): string | null {
  if (page * pageSize >= totalCount) return null;
  const url = new URL(request.url, 'http://local');
  const params = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    if (key !== 'page' && !DROPPED_FROM_NEXT.has(key)) params.append(key, value);
  }
  params.set('page', String(page + 1));
  return `${url.pathname}?${params.toString()}`;
}

export function nodeList<T>(
  nodeType: string,
  nodeDisplayName: string,
  results: T[],
  totalCount: number,
  next: string | null,
): NodeList<T> {
  return { nodeType, nodeDisplayName, results, totalCount, next };
}
