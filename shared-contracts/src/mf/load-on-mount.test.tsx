/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { loadOnMount } from './load-on-mount';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('loadOnMount', () => {
  it('shows the fallback, then the component with its props as soon as the chunk arrives', async () => {
    let arrive: (c: typeof Greeting) => void = () => {};
    const load = jest.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const Lazy = loadOnMount(load, <span>loading</span>);
    const { unmount } = render(<Lazy name="Ann" />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive(Greeting));
    expect(screen.getByText('Hello Ann')).toBeTruthy();
    unmount();
    // a later mount renders at once, without loading again
    render(<Lazy name="Bo" />);
    expect(screen.getByText('Hello Bo')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failed load to the error boundary, and tries again on the next mount', async () => {
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(Greeting);
    const Lazy = loadOnMount(load);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const first = render(
      <Catch>
        <Lazy name="Cy" />
      </Catch>,
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'chunk failed');
    first.unmount();
    quiet.mockRestore();
    render(<Lazy name="Cy" />);
    expect(await screen.findByText('Hello Cy')).toBeTruthy();
  });

  it('preloads without rendering', async () => {
    const load = jest.fn(async () => Greeting);
    const Lazy = loadOnMount(load);
    await (Lazy as unknown as { preload: () => Promise<void> }).preload();
    render(<Lazy name="Di" />);
    expect(screen.getByText('Hello Di')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
