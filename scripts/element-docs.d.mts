import type { CustomElementsManifest } from './element-manifest.mjs';

export function elementReference(manifest?: CustomElementsManifest): string;
export function vueTypes(manifest?: CustomElementsManifest): string;
export function svelteTypes(manifest?: CustomElementsManifest): string;
export function vscodeCustomData(manifest?: CustomElementsManifest): {
  version: number;
  tags: {
    name: string;
    description: { kind: 'markdown'; value: string };
    attributes: { name: string; description: { kind: 'markdown'; value: string }; values?: { name: string }[] }[];
  }[];
};
export function webTypes(
  manifest?: CustomElementsManifest,
  pkg?: { name: string; version: string },
): {
  name: string;
  version: string;
  contributions: {
    html: {
      elements: {
        name: string;
        description: string;
        attributes: { name: string; value: { kind: string; type: string }; values?: { name: string }[] }[];
        js: { properties: { name: string; type: string }[]; events: { name: string }[] };
        css: { properties: { name: string }[]; parts: { name: string }[] };
      }[];
    };
  };
};
export function elementPageScript(manifest?: CustomElementsManifest, source?: string): string;
export function generatedFiles(): Record<string, string>;
export function staleFiles(): string[];
