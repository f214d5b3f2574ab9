/**
 * A broadcaster's "about us" may hold HTML (api-shapes §1.2). It is shown as plain text: parsing it
 * in an inert document and keeping only the text means no markup from the API ever runs here.
 */
export function aboutText(html: string | null | undefined): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return html.trim();
  const withBreaks = html.replace(/<\s*br\s*\/?>/gi, '\n').replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  doc.querySelectorAll('script, style').forEach((node) => node.remove());
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
