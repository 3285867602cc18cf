/**
 * A guide of docs/ (Markdown, readable on GitHub as it is) as a Storybook docs page: the MDX page
 * beside each guide imports its text raw and renders it here. Links to another guide
 * (`[theming](theming.md#anchor)`) become links to that guide's page in Storybook.
 */
import { Markdown } from '@storybook/addon-docs/blocks';

/** Each guide's file name → its page id (the `<Meta title="Docs/…">` of its .mdx, as Storybook ids it). */
const PAGES: Record<string, string> = {
  'getting-started.md': 'docs-getting-started--docs',
  'elements.md': 'docs-element-reference--docs',
  'frameworks.md': 'docs-frameworks--docs',
  'theming.md': 'docs-theming--docs',
  'configuration.md': 'docs-configuration-and-sessions--docs',
  'platform.md': 'docs-the-platform-contract--docs',
  'architecture.md': 'docs-architecture--docs',
  'contributing.md': 'docs-contributing--docs',
  'performance.md': 'docs-performance--docs',
  'security.md': 'docs-security--docs',
};

export function linkGuides(text: string): string {
  return text.replace(/\]\(([\w-]+\.md)(#[\w-]+)?\)/g, (link, file: string) =>
    PAGES[file] ? `](?path=/docs/${PAGES[file]})` : link,
  );
}

export function Guide({ text }: { text: string }) {
  return <Markdown>{linkGuides(text)}</Markdown>;
}
