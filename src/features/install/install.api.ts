/**
 * The install guide's calls: `GET /guide/:apiId/:langId` as a shared resource (one request per
 * operator and language, whichever elements show it), and the Android download itself.
 */
import { call, fetchFile } from '../../api/client';
import { readInstallGuide, type InstallGuide } from '../../api/contract';
import { API_LANG, type Locale } from '../../i18n/locales';
import { resourceFamily } from '../../state/resource';

export interface GuideKey {
  apiId: number;
  locale: Locale;
}

export const guideFamily = resourceFamily<GuideKey, InstallGuide>(
  (k) => `${k.apiId}|${k.locale}`,
  ({ apiId, locale }) =>
    call('GET /guide/:apiId/:langId', { params: { apiId, langId: API_LANG[locale] } }, readInstallGuide),
);

/**
 * §4 resource states: an APK on the page's own origin is fetched by the page (so it can say
 * "Download completed." or "Resource download fail."), then handed to the browser as a file. A
 * file on another host is never fetched here (install-rules downloadMethod): the guide gives a
 * plain `download` link instead, as the page's CSP or the host's CORS would refuse the read.
 */
export async function downloadFile(url: string, signal?: AbortSignal): Promise<void> {
  const blob = await fetchFile(url, signal);
  const href = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = href;
    a.download = decodeURIComponent(new URL(url).pathname.split('/').pop() || 'app.apk');
    a.rel = 'noopener';
    a.click();
  } finally {
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  }
}
