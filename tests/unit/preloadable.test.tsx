// @vitest-environment happy-dom
import { act, Component, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from '../../src/ui/preloadable';

const Page = ({ name }: { name: string }) => <p>page {name}</p>;

/** Render into a fresh container and record every HTML the container shows, commit by commit. */
async function renderAndWatch(node: React.ReactNode) {
  const container = document.createElement('div');
  const seen: string[] = [];
  const observer = new MutationObserver(() => seen.push(container.innerHTML));
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  const root = createRoot(container);
  await act(async () => root.render(node));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  observer.disconnect();
  return { container, seen, root };
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {String((this.state.error as Error).message)}</p> : this.props.children;
  }
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('preloadable', () => {
  it('once preloaded, renders at once: the fallback never shows', async () => {
    const load = vi.fn(async () => ({ Page }));
    const Lazy = preloadable(load, (m) => m.Page, <p>loading</p>);
    await Lazy.preload();
    const { container, seen } = await renderAndWatch(<Lazy name="hub" />);
    expect(container.innerHTML).toBe('<p>page hub</p>');
    expect(seen.some((html) => html.includes('loading'))).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('not preloaded, it shows its fallback, then the page, and loads its module once', async () => {
    const load = vi.fn(async () => ({ Page }));
    const Lazy = preloadable(load, (m) => m.Page, <i>loading</i>);
    const { container, seen } = await renderAndWatch(
      <>
        <Lazy name="a" />
        <Lazy name="b" />
      </>,
    );
    expect(seen[0]).toContain('loading');
    expect(container.innerHTML).toBe('<p>page a</p><p>page b</p>');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reveals the page as soon as its module arrives: it never suspends (no 300 ms reveal throttle)', async () => {
    let arrive!: () => void;
    const load = () => new Promise<{ Page: typeof Page }>((resolve) => (arrive = () => resolve({ Page })));
    const Lazy = preloadable(load, (m) => m.Page);
    const suspended = vi.fn();
    const Watch = () => {
      suspended();
      return <b>suspense fallback</b>;
    };
    const { container } = await renderAndWatch(
      <Suspense fallback={<Watch />}>
        <Lazy name="hub" />
      </Suspense>,
    );
    expect(container.innerHTML).toBe('');
    await act(async () => arrive());
    expect(container.innerHTML).toBe('<p>page hub</p>');
    expect(suspended).not.toHaveBeenCalled();
  });

  it('a module that fails goes to the error boundary, and the next render asks for it again', async () => {
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValue({ Page });
    const Lazy = preloadable(load, (m) => m.Page);
    const { container, root } = await renderAndWatch(
      <Boundary key="1">
        <Lazy name="x" />
      </Boundary>,
    );
    expect(container.innerHTML).toBe('<p>failed: chunk gone</p>');
    await act(async () =>
      root.render(
        <Boundary key="2">
          <Lazy name="x" />
        </Boundary>,
      ),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.innerHTML).toBe('<p>page x</p>');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a module that arrives after the render that showed the fallback, before its effect, is shown', async () => {
    // The app's first page: prefetchPage started the page's download; the page rendered its
    // fallback; the module arrived before React ran the page's effects. The page stayed on
    // "Loading…" for good (seen in CI's locale walk: the events hub never showed).
    let arrive!: (module: { Page: typeof Page }) => void;
    const Lazy = preloadable(
      () => new Promise<{ Page: typeof Page }>((resolve) => (arrive = resolve)),
      (m) => m.Page,
      <p>loading</p>,
    );
    void Lazy.preload();
    // Resolved during the commit (a layout effect), so the module is in before the passive effects.
    const Arrive = () => {
      useLayoutEffect(() => arrive({ Page }), []);
      return null;
    };
    // Not in act(): act runs the effects at once after the commit, a browser runs them in a later
    // task, after the promise callbacks the commit queued.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    const root = createRoot(container);
    try {
      root.render(
        <>
          <Lazy name="hub" />
          <Arrive />
        </>,
      );
      await vi.waitFor(() => expect(container.innerHTML).toBe('<p>page hub</p>'), { timeout: 500 });
    } finally {
      root.unmount();
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
