/**
 * One declaration per element (issue 42; Lit's `@property`, Shoelace's analyzer-read class): each
 * elements/ingame-*.ts says once, in `declareElement(tag, { … })`, what its attributes are (type,
 * default, allowed values or range), which events it sends with their detail types, its parts,
 * slots and CSS custom properties — a JSDoc comment above each name is its description. From it:
 *  - the runtime's attributes, their parsing and validation (define.tsx, prop-rules.ts);
 *  - the host types: the element's `HTMLElementTagNameMap` entry (`ElementOf`), its events in
 *    `GlobalEventHandlersEventMap` (`EventsOf`), and through those React's JSX (react.ts);
 *  - the Custom Elements Manifest (scripts/element-manifest.mjs reads this call with TypeScript's
 *    parser), and from the manifest the docs, the Vue / Svelte / Angular types and the IDE data.
 *
 * An element file writes `const declaration = declareElement(…) satisfies ElementDeclaration`, with
 * the types imported from the declaration module with its `.js` ending: the emitted .d.ts then names `ElementDeclaration`
 * through that import, which hosts on `moduleResolution: node16` resolve (an inferred type would be
 * printed as `import("./declaration")`, which they do not).
 *
 * Only `tag` and `attributes` exist at run time (the runtime needs them); events, parts, slots and
 * CSS custom properties are types alone (`{} as { … }`), so they cost the bundle nothing.
 */
import type { IngameElement, IngameErrorDetail } from './types.js';

/** An attribute (and its camelCase property): what r2wc parses it as, and what it may hold. */
export interface AttributeSpec {
  readonly type: 'string' | 'number' | 'boolean' | 'json';
  /** What the element does without it (documented; the feature applies it). */
  readonly default?: string | number | boolean;
  /** A string attribute's allowed values: any other warns once and the default applies. */
  readonly values?: readonly string[];
  /** A number's range and whether it must be whole: a value outside warns once, the default applies. */
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
}

/** Names with a description (their JSDoc); the value type says nothing. */
type Named = Record<string, true>;

export interface ElementDeclaration<
  Tag extends string = string,
  // No attributes unless given: `satisfies ElementDeclaration` must not widen an element's to every string.
  A extends Record<string, AttributeSpec> = Record<never, never>,
  E extends object = object,
> {
  readonly tag: Tag;
  /** The element's own attributes by property name (`rankingId` is the attribute `ranking-id`); `lang` is every element's. */
  readonly attributes: A;
  /** Type only: each event's `detail`. `ingame-error` is every element's (IngameErrorDetail). */
  readonly events?: E;
  /** Type only: the parts (`::part(name)`); `root` is every element's. */
  readonly parts?: Named;
  /** Type only: the slots (`''` is the default slot). */
  readonly slots?: Named;
  /** Type only: the CSS custom properties the element reads beside the theme tokens every element reads. */
  readonly cssProperties?: Named;
}

/**
 * Declare an element. `const` keeps the literal types (`values: ['list', 'hub']` is the union
 * `'list' | 'hub'` in every host's types).
 */
export function declareElement<
  const Tag extends string,
  const A extends Record<string, AttributeSpec> = Record<never, never>,
  E extends object = object,
>(
  tag: Tag,
  declaration: { attributes?: A; events?: E; parts?: Named; slots?: Named; cssProperties?: Named } = {},
): ElementDeclaration<Tag, A, E> {
  return { tag, attributes: declaration.attributes ?? ({} as A) };
}

/** The value an attribute's property holds: its allowed values, or its type. */
export type ValueOf<S> = S extends { values: readonly (infer V)[] }
  ? V
  : S extends { type: 'number' }
    ? number
    : S extends { type: 'boolean' }
      ? boolean
      : S extends { type: 'json' }
        ? unknown
        : string;

/** An element's own properties (all optional), each with its JSDoc. */
export type PropertiesOf<D extends ElementDeclaration> = {
  -readonly [K in keyof D['attributes']]?: ValueOf<D['attributes'][K]>;
};

/** What `document.querySelector(tag)` is: every element's `lang` and this one's properties. */
export type ElementOf<D extends ElementDeclaration> = IngameElement & PropertiesOf<D>;

type EventDetails<D> = D extends ElementDeclaration<string, Record<string, AttributeSpec>, infer E> ? E : never;

/** The element's own events as `CustomEvent`s (`ingame-error` is declared once, in types.ts). */
export type EventsOf<D extends ElementDeclaration> = {
  [K in Exclude<keyof EventDetails<D>, 'ingame-error'>]: CustomEvent<EventDetails<D>[K]>;
};

export type { IngameErrorDetail };
