import { ProgressModel, simulatedPercent } from './progress-model';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the page-loading progress bar', () => {
  it('stays hidden during the 200 ms throttle', () => {
    const model = new ProgressModel();
    model.start();
    jest.advanceTimersByTime(199);
    expect(model.getState()).toMatchObject({ status: 'loading', visible: false });
    jest.advanceTimersByTime(1);
    expect(model.getState().visible).toBe(true);
  });

  it('never shows for a load that finishes within the throttle', () => {
    const model = new ProgressModel();
    const seen: boolean[] = [];
    model.subscribe((s) => seen.push(s.visible));
    model.start();
    jest.advanceTimersByTime(150);
    model.finish();
    jest.advanceTimersByTime(1000);
    expect(seen.every((v) => !v)).toBe(true);
    expect(model.getState().status).toBe('idle');
  });

  it('simulates progress over 5000 ms without reaching 100 before the load ends', () => {
    const model = new ProgressModel();
    model.start();
    jest.advanceTimersByTime(1000);
    const early = model.getState().percent;
    jest.advanceTimersByTime(2000);
    const later = model.getState().percent;
    jest.advanceTimersByTime(10_000);
    expect(early).toBeGreaterThan(0);
    expect(later).toBeGreaterThan(early);
    expect(model.getState().percent).toBeLessThan(100);
    expect(simulatedPercent(5000)).toBe(simulatedPercent(50_000));
  });

  it('fills up on finish and hides 500 ms later', () => {
    const model = new ProgressModel();
    model.start();
    jest.advanceTimersByTime(800);
    model.finish();
    expect(model.getState()).toEqual({ status: 'finished', visible: true, percent: 100 });
    jest.advanceTimersByTime(499);
    expect(model.getState().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(model.getState()).toEqual({ status: 'idle', visible: false, percent: 0 });
  });

  it('shows a failure and hides 500 ms later', () => {
    const model = new ProgressModel();
    model.start();
    jest.advanceTimersByTime(400);
    model.fail();
    expect(model.getState()).toMatchObject({ status: 'failed', visible: true });
    jest.advanceTimersByTime(500);
    expect(model.getState().visible).toBe(false);
  });

  it('waits for every overlapping load before finishing', () => {
    const model = new ProgressModel();
    model.start();
    model.start();
    jest.advanceTimersByTime(300);
    model.finish();
    expect(model.getState().status).toBe('loading');
    model.finish();
    expect(model.getState().status).toBe('finished');
  });

  it('lets a new load take over a bar that is still fading out', () => {
    const model = new ProgressModel();
    model.start();
    jest.advanceTimersByTime(300);
    model.finish();
    jest.advanceTimersByTime(200);
    model.start();
    expect(model.getState()).toMatchObject({ status: 'loading', visible: true });
    jest.advanceTimersByTime(1000);
    expect(model.getState().visible).toBe(true);
  });

  it('ignores a finish with nothing loading', () => {
    const model = new ProgressModel();
    model.finish();
    model.fail();
    expect(model.getState().status).toBe('idle');
  });
});
