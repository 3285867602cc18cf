/**
 * Where the bundle's own images live (`dist/assets`, copied from `assets/` by the build): next to
 * the chunks, whichever build this code runs from (ESM chunk one folder down, or the IIFE beside).
 */
const here = import.meta.url;
export const ASSET_BASE = new URL(/\/(chunks|elements)\/[^/]+$/.test(here) ? '../assets/' : './assets/', here).href;

export const assetUrl = (file: string) => new URL(encodeURIComponent(file), ASSET_BASE).href;
