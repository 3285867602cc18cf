// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineElement } from '../../elements/runtime';
import { sessionStore } from '../../src/state/store';
import { configAtom, sessionReadyAtom } from '../../src/state/session';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { useElement } from '../../src/ui/element-context';
import { useStyles } from '../../src/ui/styles';

const tick = (ms = 50) => new Promise((r) => setTimeout(r, ms));

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

  it('renders into an open shadow root with the base sheet and the component\'s own sheet adopted', async () => {
    defineElement('test-greeting', Greeting, { props: { name: 'string' } });
    const el = document.createElement('test-greeting');
    el.setAttribute('name', 'Ann');
    document.body.appendChild(el);
    await tick(200);
    expect(el.shadowRoot).not.toBeNull();
    expect(el.shadowRoot!.textContent).toContain('Hello Ann');
    expect(el.shadowRoot!.adoptedStyleSheets.length).toBe(2);
    expect(el.shadowRoot!.querySelector('.ingame-root')).not.toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('dispatches ingame-* events that bubble and cross the shadow boundary', async () => {
    const el = document.createElement('test-greeting');
    el.setAttribute('name', 'Bo');
    const wrapper = document.createElement('div');
    wrapper.appendChild(el);
    document.body.appendChild(wrapper);
    await tick(200);
    const seen: CustomEvent[] = [];
    wrapper.addEventListener('ingame-close', (e) => seen.push(e as CustomEvent));
    el.shadowRoot!.querySelector('button')!.click();
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
    for (let i = 0; i < 50 && !el.shadowRoot!.querySelector('[role="alert"]:not([aria-busy])'); i++) await tick(20);
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).toContain('Feature under maintenance.');
    expect(errors).toHaveLength(1);
    expect(sibling.isConnected).toBe(true);
  });
});
