import { SEEK_PAGE_SECONDS, SEEK_STEP_SECONDS, seekTargetForKey } from './seek-keys';

describe('the seek sliders\' keys', () => {
  it('step 5 s with the arrows and 30 s with Page Up/Down', () => {
    expect(seekTargetForKey('ArrowRight', 100, 600)).toBe(100 + SEEK_STEP_SECONDS);
    expect(seekTargetForKey('ArrowUp', 100, 600)).toBe(105);
    expect(seekTargetForKey('ArrowLeft', 100, 600)).toBe(95);
    expect(seekTargetForKey('ArrowDown', 100, 600)).toBe(95);
    expect(seekTargetForKey('PageUp', 100, 600)).toBe(100 + SEEK_PAGE_SECONDS);
    expect(seekTargetForKey('PageDown', 100, 600)).toBe(70);
  });

  it('go to either end with Home and End', () => {
    expect(seekTargetForKey('Home', 100, 600)).toBe(0);
    expect(seekTargetForKey('End', 100, 600)).toBe(600);
  });

  it('stay within the sermon', () => {
    expect(seekTargetForKey('PageDown', 10, 600)).toBe(0);
    expect(seekTargetForKey('PageUp', 590, 600)).toBe(600);
  });

  it('step forward while the duration is not known yet', () => {
    expect(seekTargetForKey('ArrowRight', 12, 0)).toBe(17);
    expect(seekTargetForKey('ArrowRight', 12, Number.NaN)).toBe(17);
  });

  it('leave other keys to the page', () => {
    expect(seekTargetForKey('a', 100, 600)).toBeNull();
    expect(seekTargetForKey(' ', 100, 600)).toBeNull();
    expect(seekTargetForKey('toString', 100, 600)).toBeNull();
  });
});
