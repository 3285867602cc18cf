/** The parts of a Custom Elements Manifest (schema 2.1) that scripts/element-manifest.mjs writes. */
export interface NamedDoc {
  name: string;
  description: string;
}
export interface ManifestAttribute extends NamedDoc {
  fieldName: string;
  type: { text: string };
  default?: string;
}
export interface ManifestField extends NamedDoc {
  kind: 'field';
  type: { text: string };
  default?: string;
  attribute: string;
}
export interface ManifestEvent extends NamedDoc {
  type: { text: string };
}
export interface ElementDeclaration {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  description: string;
  attributes: ManifestAttribute[];
  members: ManifestField[];
  events: ManifestEvent[];
  slots?: NamedDoc[];
  cssProperties: NamedDoc[];
  cssParts: NamedDoc[];
}
export interface ManifestModule {
  kind: 'javascript-module';
  path: string;
  declarations: ElementDeclaration[];
  exports: { kind: string; name: string; declaration: { name: string; module: string } }[];
}
export interface CustomElementsManifest {
  schemaVersion: string;
  readme: string;
  modules: ManifestModule[];
}
/** What `declareElement(tag, { … })` of an element file says (elements/declaration.ts), as read. */
export interface Declared {
  tag: string;
  description: string;
  attributes: (NamedDoc & { spec: Record<string, unknown> })[];
  events: (NamedDoc & { type: string })[];
  slots: (NamedDoc & { type: string })[];
  cssParts: (NamedDoc & { type: string })[];
  cssProperties: (NamedDoc & { type: string })[];
}

export const SCHEMA_VERSION: string;
export const SHARED: {
  attributes: (NamedDoc & { type: string })[];
  events: (NamedDoc & { type: string })[];
  cssParts: NamedDoc[];
  cssProperties: NamedDoc[];
};
export function literalValues(type: string): string[] | null;
export function parseDeclaration(source: string, file?: string): Declared;
export function elementDeclaration(tag: string, source: string): ElementDeclaration;
export function elementTags(dir?: string): string[];
export function customElementsManifest(dir?: string): CustomElementsManifest;
export function elementsOf(manifest: CustomElementsManifest): ElementDeclaration[];
