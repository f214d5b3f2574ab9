// Absolute URLs for media and artwork: PUBLIC_BASE_URL when configured, else the request's own origin.
import type { FastifyRequest } from 'fastify';

export type UrlBuilder = (path: string) => string;

export function urlBuilderFor(request: FastifyRequest, publicBaseUrl: string | undefined): UrlBuilder {
  const base = publicBaseUrl ?? `${request.protocol}://${request.host}`;
  return (path) => `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
