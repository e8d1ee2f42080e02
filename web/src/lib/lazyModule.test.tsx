import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, useLazyModule, type LazyModule } from './lazyModule.ts';

interface Greeting {
  greet: () => string;
}
const GREETING: Greeting = { greet: () => 'hello' };

/** A module whose loads wait for `settle`: each call of the importer is one load. */
function controlled() {
  const loads: { resolve: (value: Greeting) => void; reject: (error: Error) => void }[] = [];
  const importer = vi.fn(() => new Promise<Greeting>((resolve, reject) => loads.push({ resolve, reject })));
  return { lazy: lazyModule(importer), importer, loads };
}

describe('lazyModule', () => {
  it('loads once, however often it is asked, and is read synchronously afterwards', async () => {
    const { lazy, importer, loads } = controlled();
    expect(lazy.loaded()).toBeNull();
    const first = lazy.load();
    const second = lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
    loads[0]!.resolve(GREETING);
    expect(await first).toBe(GREETING);
    expect(await second).toBe(GREETING);
    expect(lazy.loaded()).toBe(GREETING);
    await lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const { lazy, importer, loads } = controlled();
    const failed = lazy.load();
    loads[0]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(lazy.loaded()).toBeNull();
    const again = lazy.load();
    expect(importer).toHaveBeenCalledTimes(2);
    loads[1]!.resolve(GREETING);
    expect(await again).toBe(GREETING);
  });
});

function Greeter({
  lazy,
  wanted,
  afterPaint,
}: {
  lazy: LazyModule<Greeting>;
  wanted?: boolean;
  afterPaint?: boolean;
}) {
  const { module, failed, retry } = useLazyModule(lazy, wanted, { afterPaint });
  if (failed) {
    return (
      <button type="button" onClick={retry}>
        retry
      </button>
    );
  }
  return <p>{module ? module.greet() : 'waiting'}</p>;
}

describe('useLazyModule', () => {
  it('asks for nothing while not wanted, then renders again when the module arrives', async () => {
    const { lazy, importer, loads } = controlled();
    const { rerender } = render(<Greeter lazy={lazy} wanted={false} />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();
    rerender(<Greeter lazy={lazy} wanted />);
    expect(importer).toHaveBeenCalledTimes(1);
    loads[0]!.resolve(GREETING);
    await act(() => lazy.load());
    expect(screen.getByText('hello')).toBeInTheDocument();
  });

  it('has a module that has already arrived in its first render', async () => {
    const { lazy, loads } = controlled();
    const loading = lazy.load();
    loads[0]!.resolve(GREETING);
    await loading;
    render(<Greeter lazy={lazy} />);
    expect(screen.getByText('hello')).toBeInTheDocument();
  });

  it('says when the load failed, and loads again on retry', async () => {
    const { lazy, importer, loads } = controlled();
    render(<Greeter lazy={lazy} />);
    loads[0]!.reject(new Error('offline'));
    await act(() => lazy.load().catch(() => undefined));
    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(importer).toHaveBeenCalledTimes(2);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    loads[1]!.resolve(GREETING);
    await act(() => lazy.load());
    expect(screen.getByText('hello')).toBeInTheDocument();
  });

  it('after paint: asks only once a frame and a task have passed, and not at all if gone before', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    try {
      const { lazy, importer, loads } = controlled();
      const gone = render(<Greeter lazy={lazy} afterPaint />);
      gone.unmount();
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(importer).not.toHaveBeenCalled();

      render(<Greeter lazy={lazy} afterPaint />);
      expect(importer).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(importer).toHaveBeenCalledTimes(1);
      loads[0]!.resolve(GREETING);
      await act(() => lazy.load());
      expect(screen.getByText('hello')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
