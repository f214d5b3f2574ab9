// Content-Disposition for downloads whose file name comes from people (a sermon title) or storage keys: a plain
// ASCII `filename` every client understands, plus RFC 6266 / RFC 5987 `filename*` with the real (UTF-8) name.
// Header values must stay Latin-1 without control characters, or Node refuses to send them (a 500).

/** Characters no common file system accepts in a name, and controls; they become spaces. */
const UNSAFE_IN_FILE_NAMES = /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*\u2028\u2029]+/g;
const MAX_NAME_LENGTH = 120;

/**
 * A title made into a file name: no path separators or characters Windows refuses, single spaces, no leading or
 * trailing dots, at most 120 characters (whole code points). Empty when nothing usable is left.
 */
export function safeFileStem(title: string): string {
  const cleaned = title
    .normalize('NFC')
    .replace(UNSAFE_IN_FILE_NAMES, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return [...cleaned].slice(0, MAX_NAME_LENGTH).join('').trim();
}

/** The ASCII stand-in: accents dropped (Müller -> Muller), other non-ASCII letters as '_' runs. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/[%;\\]/g, '_');
}

/** RFC 5987 value characters: everything else percent-encoded from UTF-8. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="<title>.txt"; filename*=UTF-8''<title>.txt` for a title and an extension. A title with
 * nothing usable in it (or, for the ASCII name, nothing but non-Latin letters) falls back to `fallbackStem`.
 */
export function attachmentDisposition(title: string, extension: string, fallbackStem: string): string {
  const withExtension = (stem: string) => (extension ? `${stem}.${extension}` : stem);
  const stem = safeFileStem(title) || safeFileStem(fallbackStem) || 'download';
  const name = withExtension(stem);
  const asciiStem = asciiFallback(stem);
  const ascii = withExtension(/[a-z0-9]/i.test(asciiStem) ? asciiStem : asciiFallback(safeFileStem(fallbackStem)) || 'download');
  return ascii === name ? `attachment; filename="${name}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/** The same for a stored file's own name (the last part of its storage key), e.g. audio-high.mp3. */
export function fileAttachmentDisposition(fileName: string): string {
  const match = /^(.+)\.([a-z0-9]{1,10})$/i.exec(fileName);
  return match ? attachmentDisposition(match[1]!, match[2]!, 'media') : attachmentDisposition(fileName, '', 'media');
}
