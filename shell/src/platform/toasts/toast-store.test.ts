import { deliverToast, isDismissSwipe, parentTargetOrigin, ToastStore } from './toast-store';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('closes an error after 5000 ms', () => {
    const store = new ToastStore();
    store.show('error', 'Activation failed');
    jest.advanceTimersByTime(4999);
    expect(store.getToasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('closes a success after 3000 ms', () => {
    const store = new ToastStore();
    store.show('success', 'Saved');
    jest.advanceTimersByTime(2999);
    expect(store.getToasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('closes an info toast after the general 5000 ms', () => {
    const store = new ToastStore();
    store.show('info', 'Copied');
    jest.advanceTimersByTime(5000);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('can be closed early, and stacks newest last', () => {
    const store = new ToastStore();
    const a = store.show('error', 'a');
    store.show('success', 'b');
    store.dismiss(a.id);
    expect(store.getToasts().map((t) => t.message)).toEqual(['b']);
  });

  it('tells subscribers about changes', () => {
    const store = new ToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.show('info', 'x');
    jest.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is posted to the parent page instead of shown when the page is in a frame', () => {
    const store = new ToastStore();
    const postToParent = jest.fn();
    deliverToast(store, { embedded: true, postToParent }, 'error', 'Activation failed');
    expect(postToParent).toHaveBeenCalledWith({ event: 'toast', message: 'Activation failed' });
    expect(store.getToasts()).toHaveLength(0);
    deliverToast(store, { embedded: false, postToParent }, 'error', 'Activation failed');
    expect(store.getToasts()).toHaveLength(1);
  });

  it('posts to a fixed origin when configured, to any otherwise', () => {
    expect(parentTargetOrigin('https://classic.example.org')).toBe('https://classic.example.org');
    expect(parentTargetOrigin(undefined)).toBe('*');
  });

  it('is dismissed by a sideways swipe in either direction', () => {
    expect(isDismissSwipe(80)).toBe(true);
    expect(isDismissSwipe(-80)).toBe(true);
    expect(isDismissSwipe(20)).toBe(false);
  });
});
