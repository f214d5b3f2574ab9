import { pictureFileProblem, pictureSizeProblem } from './picture-checks';

describe('profile picture checks', () => {
  it('accepts JPEG and PNG up to 5 MB', () => {
    expect(pictureFileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(pictureFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });
  it('rejects other types and larger files', () => {
    expect(pictureFileProblem({ type: 'image/gif', size: 1000 })).toBe('unsupported');
    expect(pictureFileProblem({ type: 'application/pdf', size: 1000 })).toBe('unsupported');
    expect(pictureFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });
  it('needs at least 200 × 200 pixels', () => {
    expect(pictureSizeProblem(200, 200)).toBeNull();
    expect(pictureSizeProblem(199, 800)).toBe('tooSmall');
    expect(pictureSizeProblem(800, 150)).toBe('tooSmall');
  });
});
