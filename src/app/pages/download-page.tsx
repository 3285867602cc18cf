/**
 * §2 download layouts: the install feature's page on `/download/:layout?`, with the country-region
 * picker composed in (the region decides the site variant; a feature does not import another).
 * Loaded lazily with both features, so the shell carries neither.
 */
import { useParams } from 'wouter';
import { DownloadPage } from '../../features/install/download';
import { Region } from '../../features/region/region';

export function DownloadRoute() {
  const params = useParams<{ layout?: string }>();
  return <DownloadPage layout={params.layout} regionPicker={<Region />} />;
}
