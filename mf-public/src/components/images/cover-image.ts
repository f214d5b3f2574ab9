/** A picture or video filling its positioned box edge to edge, cropped rather than stretched (an emotion style). */
export const coverImage = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} as const;
