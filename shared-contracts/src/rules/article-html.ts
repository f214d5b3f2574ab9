// Article HTML is written by broadcaster staff and shown to every reader, so the server keeps only an allow-list
// of tags and attributes on save: anything else (script, style, iframe, on* handlers, javascript: URLs) is dropped.
// The markup is rebuilt from parsed tokens, never copied, so malformed input cannot smuggle a tag through.
import { Parser } from 'htmlparser2';

/** Tags kept, with the attributes each may carry. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  a: ['href'],
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  img: ['src', 'alt'],
  br: [],
};

const VOID_TAGS = new Set(['br', 'img']);

/** Tags whose whole content goes with them (their text is code or styling, not article prose). */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'title', 'head']);

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/**
 * A URL is kept when it is relative (path, query or fragment) or uses http(s)/mailto. Control characters and spaces
 * are removed first, as browsers do, so 'java\tscript:' is judged as 'javascript:'.
 */
export function isSafeArticleUrl(raw: string, tag: 'a' | 'img'): boolean {
  // eslint-disable-next-line no-control-regex
  const url = raw.replace(/[\u0000-\u0020\u007f]/g, '');
  if (url === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  // no scheme: a path, query, fragment or //host link, which can only point at another http(s) page
  if (!scheme) return true;
  const protocol = `${scheme[1]!.toLowerCase()}:`;
  if (tag === 'img') return protocol === 'http:' || protocol === 'https:';
  return SAFE_SCHEMES.has(protocol);
}

/** The article HTML with only the allowed tags and attributes; text is re-escaped. */
export function sanitizeArticleHtml(html: string): string {
  let out = '';
  /** tags opened and kept, so closing tags match and everything left open is closed at the end */
  const open: string[] = [];
  /** depth inside a dropped-with-content element */
  let dropDepth = 0;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const tag = name.toLowerCase();
        if (DROP_WITH_CONTENT.has(tag)) {
          dropDepth++;
          return;
        }
        if (dropDepth > 0) return;
        const allowed = ALLOWED[tag];
        if (!allowed) return;
        let attrs = '';
        for (const attr of allowed) {
          const value = attributes[attr];
          if (value === undefined) continue;
          if ((attr === 'href' || attr === 'src') && !isSafeArticleUrl(value, tag === 'img' ? 'img' : 'a')) continue;
          attrs += ` ${attr}="${escapeAttribute(value)}"`;
        }
        // links leave the site: keep the reader's page from being reachable by the opened one
        if (tag === 'a' && attrs.includes('href=')) attrs += ' rel="noopener noreferrer nofollow"';
        if (tag === 'img' && !attrs.includes('src=')) return;
        out += `<${tag}${attrs}>`;
        if (!VOID_TAGS.has(tag)) open.push(tag);
      },
      ontext(text) {
        if (dropDepth > 0) return;
        out += escapeText(text);
      },
      onclosetag(name) {
        const tag = name.toLowerCase();
        if (DROP_WITH_CONTENT.has(tag)) {
          dropDepth = Math.max(0, dropDepth - 1);
          return;
        }
        if (dropDepth > 0 || VOID_TAGS.has(tag)) return;
        const at = open.lastIndexOf(tag);
        if (at === -1) return;
        // close whatever was left open inside it, so the output stays well nested
        while (open.length > at) out += `</${open.pop()}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** The visible text of article HTML (for snippets and the "is it empty" check). */
export function articlePlainText(html: string): string {
  let text = '';
  let dropDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (DROP_WITH_CONTENT.has(name)) dropDepth++;
      },
      ontext(chunk) {
        if (dropDepth === 0) text += chunk;
      },
      onclosetag(name) {
        if (DROP_WITH_CONTENT.has(name)) dropDepth = Math.max(0, dropDepth - 1);
        else if (name === 'p' || name === 'li' || name === 'br' || /^h[2-4]$/.test(name)) text += ' ';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}
