/** The bundle's own images: moved down to ui/assets (the download page's feature uses them too). */
export { ASSET_BASE, assetUrl } from '../ui/assets';
