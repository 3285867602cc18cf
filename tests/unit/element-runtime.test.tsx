// @vitest-environment happy-dom
import { findByRole, fireEvent, getByRole, waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { defineElement } from '../../elements/runtime';
import { declareElement } from '../../elements/declaration';
import { sessionStore } from '../../src/state/store';
import { configAtom, sessionReadyAtom } from '../../src/state/session';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { useElement } from '../../src/ui/element-context';
import { useStyles } from '../../src/ui/styles';

/** Testing-library queries take an element; a shadow root answers the same querySelectorAll. */
const shadowOf = (el: Element) => el.shadowRoot as unknown as HTMLElement;
/** Start-up (session, catalogs, the component's sheet) is asynchronous; allow for a loaded machine. */
const STARTUP = { timeout: 5000 };

function Greeting({ name }: { name?: string }) {
  const { emit } = useElement();
  useStyles('button { color: red; }');
  return (
    <button type="button" onClick={() => emit('ingame-close', { from: name })}>
      Hello {name}
    </button>
  );
}

function Broken(): never {
  throw new Error('render failed');
}

describe('defineElement', () => {
  // Start-up's calls go to a closed port: the runtime must not care whether the platform answers.
  sessionStore.set(configAtom, { ...DEFAULT_CONFIG, apiBase: 'http://127.0.0.1:9/api', timeoutMs: 500 });
  sessionStore.set(sessionReadyAtom, true);

  it("renders into an open shadow root with the base sheet and the component's own sheet adopted", async () => {
    defineElement(declareElement('test-greeting', { attributes: { name: { type: 'string' } } }), Greeting);
    const el = document.createElement('test-greeting');
    el.setAttribute('name', 'Ann');
    document.body.appendChild(el);
    expect(el.shadowRoot).not.toBeNull();
    expect((await findByRole(shadowOf(el), 'button', { name: 'Hello Ann' }, STARTUP)).textContent).toBe('Hello Ann');
    expect(el.shadowRoot!.textContent).toContain('Hello Ann');
    expect(el.shadowRoot!.adoptedStyleSheets.length).toBe(2);
    // The runtime's wrapper, which the base sheet styles (not something a user perceives).
    expect(el.shadowRoot!.querySelector('.ingame-root')).not.toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('dispatches ingame-* events that bubble and cross the shadow boundary', async () => {
    const el = document.createElement('test-greeting');
    el.setAttribute('name', 'Bo');
    const wrapper = document.createElement('div');
    wrapper.appendChild(el);
    document.body.appendChild(wrapper);
    const button = await findByRole(shadowOf(el), 'button', { name: 'Hello Bo' }, STARTUP);
    const seen: CustomEvent[] = [];
    wrapper.addEventListener('ingame-close', (e) => seen.push(e as CustomEvent));
    fireEvent.click(button);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.detail).toEqual({ from: 'Bo' });
    expect(seen[0]!.composed).toBe(true);
  });

  it('a second definition of the same tag is ignored (two bundle copies on one page)', () => {
    expect(() => defineElement('test-greeting', Greeting)).not.toThrow();
  });

  it('a component that throws shows the §8 widget and the host page keeps working', async () => {
    defineElement('test-broken', Broken);
    const el = document.createElement('test-broken');
    const errors: Event[] = [];
    el.addEventListener('ingame-error', (e) => errors.push(e));
    document.body.appendChild(el);
    const sibling = document.createElement('p');
    sibling.textContent = 'host content';
    document.body.appendChild(sibling);
    // The §8 widget loads on the first error; until then a busy placeholder stands in.
    const alert = await waitFor(() => {
      const found = getByRole(shadowOf(el), 'alert');
      expect(found.getAttribute('aria-busy')).toBeNull();
      return found;
    }, STARTUP);
    expect(alert.textContent).toContain('Feature under maintenance.');
    expect(errors).toHaveLength(1);
    expect(sibling.isConnected).toBe(true);
  });
});
