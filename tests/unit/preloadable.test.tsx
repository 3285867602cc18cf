// @vitest-environment happy-dom
import { act, Suspense } from 'react';
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

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('preloadable', () => {
  it('once preloaded, renders at once: the fallback never shows', async () => {
    const load = vi.fn(async () => ({ Page }));
    const Lazy = preloadable(load, (m) => m.Page);
    await Lazy.preload();
    const { container, seen } = await renderAndWatch(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="hub" />
      </Suspense>,
    );
    expect(container.innerHTML).toBe('<p>page hub</p>');
    expect(seen.some((html) => html.includes('loading'))).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('not preloaded, it suspends like React.lazy and loads its module once', async () => {
    const load = vi.fn(async () => ({ Page }));
    const Lazy = preloadable(load, (m) => m.Page);
    const { container, seen } = await renderAndWatch(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="a" />
        <Lazy name="b" />
      </Suspense>,
    );
    expect(seen[0]).toContain('loading');
    expect(container.innerHTML).toBe('<p>page a</p><p>page b</p>');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
