export interface Feature {
  name: string;
  elements: string[];
  folder?: string;
}
export const FEATURES: Feature[];
export function folderOf(feature: Feature): string;
export const ELEMENT_TAGS: string[];
export const ERRORS_CATALOG_FILES: string[];
