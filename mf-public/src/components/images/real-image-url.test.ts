import { realImageURL } from './real-image-url';

describe('realImageURL', () => {
  it('ignores the generic placeholder image', () => {
    expect(realImageURL('https://example.org/images/generic-speaker.jpg')).toBeNull();
  });

  it('keeps a real image', () => {
    expect(realImageURL('https://example.org/images/spurgeon.jpg')).toBe('https://example.org/images/spurgeon.jpg');
  });

  it('treats a missing URL as no picture', () => {
    expect(realImageURL(null)).toBeNull();
  });
});
