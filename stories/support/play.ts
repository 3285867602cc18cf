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
