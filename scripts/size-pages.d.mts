export const ELEMENT_PAGES: { name: string; tags: string[]; catalog: string }[];
export const APP_PAGE: string;
export const IIFE_PAGE: string;
export const FAIRNESS_MODULE: string;
export const LARGEST_CHUNK: string;
export const BUILD_SUFFIXES: string[];
export function pageKindNames(): string[];
