/**
 * `defineElement(declaration, Component, options)`: the custom element of a declared element
 * (declaration.ts) — r2wc's class with an open shadow root and the base stylesheet (components
 * adopt their own: ui/styles), the declared attributes checked (prop-rules.ts), and the patches
 * r2wc needs to behave as a custom element should (a property set before upgrade, a removed
 * attribute).
 */
import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { BUNDLE_VERSION, mayDefine } from '../src/state/bundle';
import { EARLY_SLOT } from '../src/ui/element-context';
import { adoptSheets } from '../src/ui/styles';
import baseCss from '../src/ui/base.css?inline';
import { checkedProps, type PropType } from './prop-rules';
import { declareElement, type AttributeSpec, type ElementDeclaration, type PropertiesOf } from './declaration';
import { ElementRoot, type ElementOptions } from './element-root';
import { applyScriptConfig, handOverScriptConfig } from './page-config';

type HostProps = { container?: ShadowRoot | HTMLElement; lang?: string };

/**
 * Define the declared element once (guarded: a second copy of the bundle does nothing, and says so
 * once when it is another version). Its attributes are the declaration's (declaration.ts) and
 * `lang`; `Feature` must take what they give. The class carries the bundle version:
 * `customElements.get(tag).version`. A bare tag declares an element without attributes.
 */
export function defineElement<D extends ElementDeclaration>(
  declaration: D | string,
  Feature: ComponentType<PropertiesOf<D>>,
  options: ElementOptions = {},
): void {
  const { tag, attributes } = typeof declaration === 'string' ? declareElement(declaration) : declaration;
  // A second copy of the bundle on the page leaves every element to the first (state/bundle).
  if (typeof customElements === 'undefined') return;
  if (!mayDefine(tag)) return handOverScriptConfig();
  applyScriptConfig();
  const specs: Record<string, AttributeSpec> = attributes;
  type P = PropertiesOf<D>;

  function Wrapped(props: P & HostProps) {
    const root = props.container;
    const host = (root instanceof ShadowRoot ? root.host : root) as HTMLElement;
    const { container: _container, ...given } = props;
    const featureProps = checkedProps(tag, specs, given, kebab, (attribute) => host.getAttribute(attribute));
    return (
      <ElementRoot
        tag={tag}
        host={host}
        lang={props.lang}
        options={options}
        feature={Feature as ComponentType<object>}
        featureProps={featureProps}
      />
    );
  }
  Wrapped.displayName = `Element(${tag})`;

  const props = Object.fromEntries([
    ['lang', 'string'],
    ...Object.entries(specs).map(([name, spec]) => [name, spec.type]),
  ]) as Record<string, PropType>;
  const Base = r2wc(Wrapped as ComponentType<P & HostProps>, { shadow: 'open', props: props as never });
  const attributeOf = Object.fromEntries(Object.keys(props).map((name) => [name, kebab(name)]));
  const propOf = Object.fromEntries(Object.entries(attributeOf).map(([name, attribute]) => [attribute, name]));

  class IngameElement extends (Base as unknown as new () => R2wcElement) {
    static readonly version = BUNDLE_VERSION;
    constructor() {
      super();
      // The base sheet here; every component adopts its own when it renders (ui/styles).
      adoptSheets(this.shadowRoot!, [baseCss]);
      // The entry's drawing of the first frame stays on screen from the upgrade to the first
      // render, which comes a task or more later: React leaves this slot (it does not clear a
      // shadow root), Preact takes it away; element-root.tsx removes it at that render either way.
      if (options.earlyDrawing && this.querySelector(`:scope > [slot="${EARLY_SLOT}"]`)) {
        const slot = document.createElement('slot');
        slot.name = EARLY_SLOT;
        slot.dataset.untilRendered = '';
        this.shadowRoot!.append(slot);
      }
      // A property set on the element before its code loaded (`el.interval = 1234` on an
      // undefined tag) is an own data property that hides the class's accessor: take it off and
      // set it again through the accessor, as Lit and Shoelace do on upgrade.
      for (const name of Object.keys(props)) {
        if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
        const value = (this as unknown as Record<string, unknown>)[name];
        delete (this as unknown as Record<string, unknown>)[name];
        (this as unknown as Record<string, unknown>)[name] = value;
      }
    }
    // r2wc ignores a removed attribute (the prop keeps its last value); here removing it, or
    // setting its property to null/undefined, gives the component `undefined`, so its default applies.
    override attributeChangedCallback(attribute: string, old: string | null, value: string | null) {
      const name = propOf[attribute];
      if (value === null && name !== undefined) this.resetProp(name);
      else super.attributeChangedCallback(attribute, old, value);
    }
    resetProp(name: string) {
      this[R2WC_PROPS][name] = undefined;
      this[R2WC_RENDER]();
    }
  }
  for (const [name, attribute] of Object.entries(attributeOf)) {
    const base = Object.getOwnPropertyDescriptor(Base.prototype, name)!;
    Object.defineProperty(IngameElement.prototype, name, {
      ...base,
      set(this: IngameElement, value: unknown) {
        if (value !== null && value !== undefined) return base.set!.call(this, value);
        if (this.hasAttribute(attribute)) this.removeAttribute(attribute);
        else this.resetProp(name);
      },
    });
  }
  customElements.define(tag, IngameElement);
}

// r2wc 2.1's per-element state, under global symbols (@r2wc/core): the parsed props and the render.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
interface R2wcElement extends HTMLElement {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  attributeChangedCallback(attribute: string, old: string | null, value: string | null): void;
}
/** r2wc's attribute name of a prop: `rankingId` → `ranking-id`. */
const kebab = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
