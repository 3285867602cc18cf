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
export interface Contract {
  description: string;
  attributes: (NamedDoc & { type?: string; default?: string })[];
  events: NamedDoc[];
  cssProperties: NamedDoc[];
  cssParts: NamedDoc[];
}

export const SCHEMA_VERSION: string;
export const SHARED: { events: (NamedDoc & { type: string })[]; cssParts: NamedDoc[]; cssProperties: NamedDoc[] };
export function literalValues(type: string): string[] | null;
export function parseContract(source: string, file?: string): Contract;
export function declaredEventTypes(source: string): Record<string, string>;
export function declaredProps(source: string): Record<string, string>;
export function elementDeclaration(tag: string, source: string): ElementDeclaration;
export function elementTags(dir?: string): string[];
export function customElementsManifest(dir?: string): CustomElementsManifest;
export function elementsOf(manifest: CustomElementsManifest): ElementDeclaration[];
