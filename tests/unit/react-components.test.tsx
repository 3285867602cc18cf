// @vitest-environment happy-dom
/**
 * `ingame-widgets/react`'s components (issue 42 item 3): what they render (on the server too) and
 * how their handlers reach the element. The built entry in real hosts, server-rendered and
 * hydrated, is tests/e2e/package.test.ts's.
 */
import { act, createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IngameEvent, IngameLanguage, IngameMarquee, IngameRankings } from '../../elements/react';

// The elements' autoloader: not what is tested here (and it would load every element's code).
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../elements/index', () => {
  loaded.count++;
  return {};
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: (() => void)[] = [];
afterEach(() => roots.splice(0).forEach((unmount) => act(unmount)));

function mount(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(node));
  roots.push(() => root.unmount());
  return { container, render: (next: React.ReactNode) => act(() => root.render(next)) };
}

const send = (element: Element, type: string, detail: unknown) =>
  act(() => void element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })));

describe('on the server', () => {
  it('renders the tag with its attributes in kebab-case, the HTML props as they are, and no handler', () => {
    const html = renderToString(
      <IngameEvent eventId="7" className="wide" data-place="top" onIngameError={() => {}} oningame-close={() => {}} />,
    );
    expect(html).toBe('<ingame-event event-id="7" class="wide" data-place="top"></ingame-event>');
    expect(renderToString(<IngameMarquee interval={3000} />)).toBe('<ingame-marquee interval="3000"></ingame-marquee>');
  });
});

describe('in the browser', () => {
  it('attaches each handler by both names, with the event itself', () => {
    const onError = vi.fn();
    const onLanguage = vi.fn();
    const { container } = mount(<IngameLanguage onIngameError={onError} oningame-language-change={onLanguage} />);
    const element = container.querySelector('ingame-language')!;
    send(element, 'ingame-error', { Code: 5003 });
    send(element, 'ingame-language-change', { locale: 'th' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0].detail).toEqual({ Code: 5003 });
    expect(onLanguage.mock.calls[0]![0].detail).toEqual({ locale: 'th' });
  });

  it('calls the handler of the last render, once, and none after unmounting', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { container, render } = mount(<IngameMarquee onIngameError={first} />);
    render(<IngameMarquee onIngameError={second} />);
    const element = container.querySelector('ingame-marquee')!;
    send(element, 'ingame-error', {});
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    render(null);
    send(element, 'ingame-error', {});
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('hands its ref the element, and loads the elements', async () => {
    const ref = createRef<HTMLElementTagNameMap['ingame-rankings']>();
    const { container } = mount(
      <>
        <IngameRankings ref={ref} view="hub" />
        <IngameMarquee />
      </>,
    );
    expect(ref.current).toBe(container.querySelector('ingame-rankings'));
    expect(ref.current!.getAttribute('view')).toBe('hub');
    await vi.waitFor(() => expect(loaded.count).toBe(1));
  });
});
