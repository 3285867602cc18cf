/**
 * `ingame-widgets/react` (types only, no JavaScript): the elements in React 19's JSX. A React host
 * writes once, e.g. in its entry file, `import type {} from 'ingame-widgets/react';` and then
 * `<ingame-marquee interval={3000} oningame-error={(e) => report(e.detail.Code)} />`.
 *
 * A subpath of its own so that hosts without React (or without @types/react) never read an
 * augmentation of the 'react' module. Everything is derived from the elements' own declarations
 * (their `HTMLElementTagNameMap` and `GlobalEventHandlersEventMap` entries), so a new element or
 * event needs nothing here:
 *  - attributes are the element's properties in kebab-case (`eventId` → `event-id`), as in HTML.
 *    React 19 sets a prop as a property when the element already has it and as an attribute
 *    otherwise; an element loads lazily (the autoloader), so only the kebab-case attribute is
 *    right before it is defined. Numbers may be given as numeric strings;
 *  - events are `oningame-*` props: React 19 adds a listener for the name after `on` on a custom
 *    element. Every element takes every `ingame-*` event, since they bubble out of nested elements
 *    (the app's pages are elements too).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { IngameEventMap, IngameTag } from './types.js';

/** `eventId` → `event-id`: the attribute r2wc observes for a property. */
type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : S;

type AttributeValue<V> = V extends number ? V | `${number}` : V;

/** An element's own attributes: its properties beyond HTMLElement's, in kebab-case. */
export type IngameAttributes<T extends IngameTag> = {
  [K in Exclude<keyof HTMLElementTagNameMap[T], keyof HTMLElement> & string as KebabCase<K>]?: AttributeValue<
    HTMLElementTagNameMap[T][K]
  >;
};

/** `oningame-error`, `oningame-verified`, …: listeners with the event's typed `detail`. */
export type IngameEventProps = {
  [E in keyof IngameEventMap as `on${E}`]?: (event: IngameEventMap[E]) => void;
};

/** The props of `<ingame-…>` in JSX: the HTML attributes React knows, the element's own, its events. */
export type IngameJSXProps<T extends IngameTag> = DetailedHTMLProps<
  HTMLAttributes<HTMLElementTagNameMap[T]>,
  HTMLElementTagNameMap[T]
> &
  IngameAttributes<T> &
  IngameEventProps;

/** Every element's JSX props, by tag. */
export type IngameIntrinsicElements = { [T in IngameTag]: IngameJSXProps<T> };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React 19 reads intrinsic elements from React.JSX
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation: the members come from the extended type
    interface IntrinsicElements extends IngameIntrinsicElements {}
  }
}
