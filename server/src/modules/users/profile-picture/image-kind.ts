// What an uploaded file really is, from its first bytes: the declared Content-Type and the file name say nothing.

export type PictureKind = 'jpeg' | 'png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pictureKindOf(bytes: Buffer): PictureKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  return null;
}

/** Content types an upload may declare: images, or the generic type a browser uses when it does not know. */
export function isAcceptedUploadType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  return type.startsWith('image/') || type === 'application/octet-stream';
}
