/**
 * `ingame-widgets/react`: React 19 hosts' entry (dist/react-external/react.js, `react` external).
 *
 * Components, one per tag (react-components.ts): `<IngameMarquee interval={3000}
 * onIngameError={(e) => report(e.detail.Code)} />`. They attach their handlers through a ref, so a
 * server-rendered page (Next, any SSR + hydrate) hears the elements from the first load, and they
 * load the elements of the React-external build in an effect: one React on the page, the host's.
 *
 * And the tags in React 19's JSX (types, below): once the entry is imported anywhere,
 * `<ingame-marquee interval={3000} oningame-error={…} />` is typed too (a client-rendered page
 * may write the tags; a hydrated one misses `oningame-*` until React renders the tag again).
 *
 * A subpath of its own so that hosts without React (or without @types/react) never read an
 * augmentation of the 'react' module. Everything is derived from the elements' own declarations
 * (their `HTMLElementTagNameMap` and `GlobalEventHandlersEventMap` entries), so a new element or
 * event needs nothing here but its component's line (a missing one fails the typecheck):
 *  - attributes are the element's properties in kebab-case (`eventId` → `event-id`), as in HTML.
 *    React 19 sets a prop as a property when the element already has it and as an attribute
 *    otherwise; an element loads lazily (the autoloader), so only the kebab-case attribute is
 *    right before it is defined. Numbers may be given as numeric strings;
 *  - events are `oningame-*` props: React 19 adds a listener for the name after `on` on a custom
 *    element. Every element takes every `ingame-*` event, since they bubble out of nested elements
 *    (the app's pages are elements too).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { ingameComponent } from './react-components';
import type { IngameComponent as Of } from './react-components.js';
import type { IngameEventMap, IngameTag } from './types.js';

// The components' types named through `.js` imports (hosts on `moduleResolution: node16` resolve those).
export type {
  IngameComponent,
  IngameComponentProps,
  IngameHandlerProps,
  IngameHostProps,
  IngameOwnProps,
} from './react-components.js';

export const IngameAccount: Of<'ingame-account'> = ingameComponent('ingame-account');
export const IngameApp: Of<'ingame-app'> = ingameComponent('ingame-app');
export const IngameBackpack: Of<'ingame-backpack'> = ingameComponent('ingame-backpack');
export const IngameBanner: Of<'ingame-banner'> = ingameComponent('ingame-banner');
export const IngameEvent: Of<'ingame-event'> = ingameComponent('ingame-event');
export const IngameFairness: Of<'ingame-fairness'> = ingameComponent('ingame-fairness');
export const IngameGiftCode: Of<'ingame-gift-code'> = ingameComponent('ingame-gift-code');
export const IngameHistory: Of<'ingame-history'> = ingameComponent('ingame-history');
export const IngameInstall: Of<'ingame-install'> = ingameComponent('ingame-install');
export const IngameLanguage: Of<'ingame-language'> = ingameComponent('ingame-language');
export const IngameLevel: Of<'ingame-level'> = ingameComponent('ingame-level');
export const IngameMarquee: Of<'ingame-marquee'> = ingameComponent('ingame-marquee');
export const IngameNews: Of<'ingame-news'> = ingameComponent('ingame-news');
export const IngamePrize: Of<'ingame-prize'> = ingameComponent('ingame-prize');
export const IngameRankings: Of<'ingame-rankings'> = ingameComponent('ingame-rankings');
export const IngameRegion: Of<'ingame-region'> = ingameComponent('ingame-region');
export const IngameVip: Of<'ingame-vip'> = ingameComponent('ingame-vip');

/** `ingame-gift-code` → `IngameGiftCode`. */
type ComponentName<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${ComponentName<Tail>}`
  : Capitalize<S>;
/** A tag of the manifest without its component above is a compile error here. */
type Missing = Exclude<ComponentName<IngameTag>, keyof typeof import('./react.js')>;
type NoneMissing<T extends never> = T;
type _EveryTagHasItsComponent = NoneMissing<Missing>;

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
