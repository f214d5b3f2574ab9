import { RESUME_END_MARGIN_SECONDS, RESUME_MIN_SECONDS } from '../constants/accounts';
import { resumablePosition } from './resume-position';

describe('resumablePosition', () => {
  it('offers a position between the first seconds and the end margin', () => {
    expect(resumablePosition(754, 2400)).toBe(754);
    expect(resumablePosition(RESUME_MIN_SECONDS, 2400)).toBe(RESUME_MIN_SECONDS);
    expect(resumablePosition(2400 - RESUME_END_MARGIN_SECONDS, 2400)).toBe(2400 - RESUME_END_MARGIN_SECONDS);
  });

  it('offers nothing just after the start or near the end', () => {
    expect(resumablePosition(RESUME_MIN_SECONDS - 1, 2400)).toBeNull();
    expect(resumablePosition(0, 2400)).toBeNull();
    expect(resumablePosition(2400 - RESUME_END_MARGIN_SECONDS + 1, 2400)).toBeNull();
  });

  it('applies only the lower bound when the duration is unknown', () => {
    expect(resumablePosition(90_000, null)).toBe(90_000);
    expect(resumablePosition(90_000, 0)).toBe(90_000);
    expect(resumablePosition(2, undefined)).toBeNull();
  });

  it('ignores positions that are not numbers', () => {
    expect(resumablePosition(Number.NaN, 100)).toBeNull();
    expect(resumablePosition(null, 100)).toBeNull();
  });
});
