// @vitest-environment happy-dom
/**
 * Web-component semantics of every element (issue 26, item 4), on elements/define.tsx's
 * `defineElement` with a small test component: properties set before the element is defined are
 * applied on upgrade, and removing an attribute (or setting its property to null/undefined) gives
 * the component its default again, as Lit's and Shoelace's elements do.
 */
import { findByText } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { defineElement } from '../../elements/runtime';
import { declareElement } from '../../elements/declaration';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { configAtom, sessionReadyAtom } from '../../src/state/session';
import { sessionStore } from '../../src/state/store';

const shadowOf = (el: Element) => el.shadowRoot as unknown as HTMLElement;
const STARTUP = { timeout: 5000 };

function Counter({ label = 'default label', step = 1 }: { label?: string; step?: number }) {
  return (
    <p>
      {label} / step {Number.isNaN(step) ? 'NaN' : step}
    </p>
  );
}

type CounterElement = HTMLElement & { label?: string | null; step?: number | null };

describe('element semantics (issue 26)', () => {
  sessionStore.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'http://127.0.0.1:9/api', timeoutMs: 500 });
  sessionStore.set(sessionReadyAtom, true);

  it('applies properties set on the element before its code was defined (upgrade)', async () => {
    const el = document.createElement('test-upgrade') as CounterElement;
    el.label = 'set early';
    el.step = 7;
    document.body.append(el);
    defineElement(
      declareElement('test-upgrade', { attributes: { label: { type: 'string' }, step: { type: 'number' } } }),
      Counter,
    );
    // Before the fix: the own properties hid the accessors and the component saw neither value.
    expect(Object.prototype.hasOwnProperty.call(el, 'label')).toBe(false);
    expect(el.getAttribute('label')).toBe('set early');
    expect(await findByText(shadowOf(el), 'set early / step 7', {}, STARTUP)).toBeTruthy();
  });

  it('restores the default when the attribute is removed', async () => {
    defineElement(
      declareElement('test-reset', { attributes: { label: { type: 'string' }, step: { type: 'number' } } }),
      Counter,
    );
    const el = document.createElement('test-reset') as CounterElement;
    el.setAttribute('label', 'from attribute');
    el.setAttribute('step', '3');
    document.body.append(el);
    await findByText(shadowOf(el), 'from attribute / step 3', {}, STARTUP);
    el.removeAttribute('label');
    el.removeAttribute('step');
    // Before the fix the component kept "from attribute / step 3".
    expect(await findByText(shadowOf(el), 'default label / step 1', {}, STARTUP)).toBeTruthy();
    expect(el.label).toBeUndefined();
  });

  it('restores the default when the property is set to null or undefined (no "undefined", no NaN)', async () => {
    defineElement(
      declareElement('test-null', { attributes: { label: { type: 'string' }, step: { type: 'number' } } }),
      Counter,
    );
    const el = document.createElement('test-null') as CounterElement;
    el.label = 'by property';
    el.step = 4;
    document.body.append(el);
    await findByText(shadowOf(el), 'by property / step 4', {}, STARTUP);
    el.label = undefined;
    el.step = null;
    expect(el.hasAttribute('label')).toBe(false);
    // Before the fix: the step attribute became "null" and the component got NaN.
    expect(el.hasAttribute('step')).toBe(false);
    expect(await findByText(shadowOf(el), 'default label / step 1', {}, STARTUP)).toBeTruthy();
  });
});
