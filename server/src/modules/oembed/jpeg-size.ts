// The pixel size written in a JPEG's frame header, read from the first bytes of the file (no image library).

/** Start-of-frame markers (baseline, progressive, lossless...); C4, C8 and CC are not frames. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** { width, height } of the JPEG whose head this is, or null when it is not a JPEG or the frame is further on. */
export function jpegSize(head: Buffer): { width: number; height: number } | null {
  if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= head.length) {
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1]!;
    // fill bytes and markers without a length
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = head.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > head.length) return null;
      const height = head.readUInt16BE(at + 5);
      const width = head.readUInt16BE(at + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    // start of scan: image data follows, no frame header was found before it
    if (marker === 0xda) return null;
    at += 2 + length;
  }
  return null;
}
