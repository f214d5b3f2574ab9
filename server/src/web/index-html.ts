/**
 * The shell's index.html as served for a client-side route, with two additions made on the server by plain string
 * inserts into a cached template:
 * - the page's layout on #shell-app (data-layout), so the first paint is already right (an embed shows no header
 *   strip while the shell's script is still on its way);
 * - on sermon pages, the oEmbed discovery link (oembed.com §4) pointing at /oembed for this page's address.
 * The template is re-read when the file changes (a frontend rebuild), so a running server never serves stale chunks.
 */
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { splitLocalePath } from '@sermon/shared-contracts/i18n/locales';
import { layoutOf, type LayoutName } from '@sermon/shared-contracts/routes/route-table';
import { escapeAttribute } from '@sermon/shared-contracts/rules/embed-iframe';
import { sermonPageOfPath } from '../modules/oembed/sermon-page-url';

export interface RenderedPage {
  html: string;
  gzip: Buffer;
}

const SHELL_APP_TAG = /<div id=(?:"shell-app"|'shell-app'|shell-app)(?=[\s>])/;

/** The discovery link of a sermon page: `pageURL` is its absolute address, `oembedBase` the site's origin. */
export function oembedLinkTag(pageURL: string, oembedBase: string): string {
  const href = `${oembedBase}/oembed?url=${encodeURIComponent(pageURL)}&format=json`;
  return `<link rel="alternate" type="application/json+oembed" href="${escapeAttribute(href)}">`;
}

/** Puts markup at the end of <head> (or, in a page with no head, before the body or at the start). */
export function insertInHead(html: string, markup: string): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd >= 0) return `${html.slice(0, headEnd)}${markup}${html.slice(headEnd)}`;
  const body = html.search(/<body[\s>]/i);
  if (body >= 0) return `${html.slice(0, body)}${markup}${html.slice(body)}`;
  const doctype = /^<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return `${html.slice(0, at)}${markup}${html.slice(at)}`;
}

/** Marks #shell-app with the page's layout (the shell's own CSS keys on it); unchanged if the tag is not found. */
export function withLayout(html: string, layout: LayoutName): string {
  return html.replace(SHELL_APP_TAG, (tag) => `${tag} data-layout="${layout}"`);
}

function rendered(html: string): RenderedPage {
  return { html, gzip: gzipSync(html) };
}

export class IndexHtml {
  private template: { mtimeMs: number; html: string } | null = null;
  /** one finished page per layout (every non-sermon page of a layout is the same bytes) */
  private byLayout = new Map<LayoutName, RenderedPage>();

  constructor(private readonly file: string) {}

  /** The page for a locale-prefixed path, or null while the shell is not built. */
  async render(pathname: string, siteOrigin: string): Promise<RenderedPage | null> {
    const template = await this.load();
    if (template === null) return null;
    const layout = layoutOf(splitLocalePath(pathname).path);
    const sermonPage = sermonPageOfPath(pathname);
    if (sermonPage) {
      // Per sermon: not cached (a few KB to gzip), the link names this page's own address.
      const link = oembedLinkTag(`${siteOrigin}${pathname}`, siteOrigin);
      return rendered(insertInHead(withLayout(template, layout), link));
    }
    let page = this.byLayout.get(layout);
    if (!page) {
      page = rendered(withLayout(template, layout));
      this.byLayout.set(layout, page);
    }
    return page;
  }

  private async load(): Promise<string | null> {
    let mtimeMs: number;
    try {
      const info = await stat(this.file);
      if (!info.isFile()) return null;
      mtimeMs = info.mtimeMs;
    } catch {
      return null;
    }
    if (this.template?.mtimeMs !== mtimeMs) {
      try {
        this.template = { mtimeMs, html: await readFile(this.file, 'utf8') };
      } catch {
        return null;
      }
      this.byLayout.clear();
    }
    return this.template.html;
  }
}
