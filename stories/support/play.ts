/** Play-function helpers: the stories render inside shadow roots, which Testing Library does not enter. */
import { waitFor, within } from 'storybook/test';

/**
 * Testing Library queries inside the story's shadow root (StoryRoot's, or a custom element's),
 * once something rendered in it (texts arrive after the catalogs).
 */
export async function inShadow(canvasElement: HTMLElement, host = '*') {
  const root = await waitFor(
    () => {
      const found = [...canvasElement.querySelectorAll(host)].find((e) => e.shadowRoot?.querySelector('*:not(style)'));
      if (!found) throw new Error('the story has not rendered into its shadow root yet');
      return found.shadowRoot!;
    },
    { timeout: 8000 },
  );
  return within(root as unknown as HTMLElement);
}

/**
 * Types into a field as an `input` event does. user-event's typing does not reach a field inside
 * a modal <dialog> in a shadow root (its keystrokes go to the document's active element, the host).
 */
export function fill(field: HTMLElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** The element focused inside the field's own (shadow) root: document.activeElement is the host. */
export const focusedIn = (node: Node) => (node.getRootNode() as ShadowRoot | Document).activeElement;
