/**
 * `ingame-widgets/react`'s components (issue 42 item 3): one per tag, e.g. `<IngameMarquee
 * interval={4000} onIngameError={…} />` renders `<ingame-marquee interval="4000">`. Why not the tag
 * alone: a server-rendered (Next, any SSR + hydrate) custom element is hydrated, and React 19 does
 * not attach its `on*` props until it renders it again, so `oningame-error` on a plain tag misses
 * every event of the first load. These components attach their handlers themselves, through a ref
 * and an effect, so they fire from the first load; they load the elements (the React-external build,
 * `ingame-widgets/react-external`) in an effect, so the server never runs them and the page runs
 * them on the host's own React: one React on the page.
 *
 * One factory and a typed map (from the tag map and the event map of elements/types.ts, which the
 * elements' declarations fill): no list of attributes at run time. A prop is
 *  - a handler: `onIngameLanguageChange` or `oningame-language-change` → that event's listener;
 *  - one of the HTML props a host puts on any element (`id`, `className`, `style`, `slot`, …),
 *    passed as it is;
 *  - else one of the element's own attributes, written kebab-case (`eventId` → `event-id`): the
 *    attribute the element observes, the only thing the server can render and the page can set
 *    before the element's code has loaded.
 */
import { createElement, useCallback, useEffect, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import type { IngameEventMap, IngameTag } from './types.js';

/** `ingame-language-change` → `IngameLanguageChange`. */
type PascalCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<S>;

/** An element's own properties (beyond HTMLElement's), with the types its declaration gives. */
export type IngameOwnProps<T extends IngameTag> = {
  [K in Exclude<keyof HTMLElementTagNameMap[T], keyof HTMLElement> & string]?: HTMLElementTagNameMap[T][K];
};

/** Every `ingame-*` event, by both names a host may write: `onIngameError` and `oningame-error`. */
export type IngameHandlerProps = {
  [E in keyof IngameEventMap as `on${PascalCase<E>}`]?: (event: IngameEventMap[E]) => void;
} & { [E in keyof IngameEventMap as `on${E}`]?: (event: IngameEventMap[E]) => void };

/** The HTML props passed through unchanged. */
const HTML_PROPS = ['id', 'className', 'style', 'slot', 'hidden', 'lang', 'title', 'children'] as const;

/** What any element takes from its host: the few HTML props, `data-*` and `aria-*`, a ref. */
export interface IngameHostProps<T extends IngameTag> {
  id?: string;
  className?: string;
  style?: CSSProperties;
  slot?: string;
  hidden?: boolean;
  lang?: string;
  title?: string;
  children?: ReactNode;
  ref?: Ref<HTMLElementTagNameMap[T]>;
  [data: `data-${string}`]: string | number | boolean | undefined;
  [aria: `aria-${string}`]: string | number | boolean | undefined;
}

export type IngameComponentProps<T extends IngameTag> = IngameOwnProps<T> & IngameHandlerProps & IngameHostProps<T>;

export type IngameComponent<T extends IngameTag> = ((props: IngameComponentProps<T>) => ReactNode) & {
  displayName: string;
  /** The tag it renders. */
  readonly tag: T;
};

const PASSED: ReadonlySet<string> = new Set(HTML_PROPS);

/** `onIngameLanguageChange` / `oningame-language-change` → `ingame-language-change`; null for any other prop. */
function eventName(prop: string): string | null {
  if (prop.startsWith('oningame-')) return prop.slice(2);
  if (!/^onIngame[A-Z]/.test(prop)) return null;
  return prop.slice(2).replace(/[A-Z]/g, (c, at: number) => `${at ? '-' : ''}${c.toLowerCase()}`);
}

/** `eventId` → `event-id`: the attribute the element observes for a property. */
const kebab = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Loads the elements once (the autoloader of the React-external build, in the browser only). */
let loading: Promise<unknown> | undefined;
const loadElements = () => (loading ??= import('./index'));

/** The component of one tag. */
export function ingameComponent<T extends IngameTag>(tag: T): IngameComponent<T> {
  function Component({ ref, ...props }: IngameComponentProps<T>): ReactNode {
    const element = useRef<HTMLElementTagNameMap[T] | null>(null);
    const attributes: Record<string, unknown> = {};
    const handlers: [string, (event: never) => void][] = [];
    for (const [prop, value] of Object.entries(props)) {
      const event = eventName(prop);
      if (event) {
        if (typeof value === 'function') handlers.push([event, value as (event: never) => void]);
      } else attributes[PASSED.has(prop) || prop.includes('-') ? prop : kebab(prop)] = value;
    }
    useEffect(() => void loadElements(), []);
    // Every render: the listeners are this render's handlers (no stale closure), attached before
    // the browser dispatches anything else, and removed with the element.
    useEffect(() => {
      const node = element.current;
      if (!node) return;
      const listeners = handlers.map(([type, handler]) => [type, (e: Event) => handler(e as never)] as const);
      for (const [type, listener] of listeners) node.addEventListener(type, listener);
      return () => {
        for (const [type, listener] of listeners) node.removeEventListener(type, listener);
      };
    });
    const setRef = useCallback(
      (node: HTMLElementTagNameMap[T] | null) => {
        element.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      },
      [ref],
    );
    return createElement(tag, { ...attributes, ref: setRef });
  }
  Component.displayName = `Ingame${tag
    .slice('ingame-'.length)
    .replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase())}`;
  return Object.assign(Component, { tag });
}
