/**
 * The item-card images: `assets/item-cards/<lang>/item-card-<rich|tada|jili>.svg` next to the
 * chunks (copied by the build), looked up through the §2 language fallback chain (ui/img).
 */
const here = import.meta.url;
export const CARD_IMAGE_BASE = new URL(
  /\/(chunks|elements)\/[^/]+$/.test(here) ? '../assets/item-cards/' : './assets/item-cards/',
  here,
).href;
