/**
 * The download layouts (§2): plain, teach (with the nine iOS install steps), pure (the buttons
 * only) and background (over an image chosen by the logo file name). The app entry named by the
 * `app` query parameter decides which operator's app is offered; its api id is kept in the store.
 */
import { useEffect, useState } from 'react';
import { atom } from 'jotai/vanilla';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { call, toApiError } from '../api/client';
import type { ApiError, InstallGuide } from '../api/contract';
import { brandFor } from '../core/brands';
import { API_LANG } from '../i18n/locales';
import { apiIdAtom } from '../state/session';
import { useElement } from '../ui/element-context';
import { ErrorNotice } from '../ui/error-notice';
import { Spinner } from '../ui/spinner';
import { appEntry, downloadBackground, downloadLayout } from './app-look';
import { assetUrl } from './assets';

/** §3 shared state: the api id of the app entry the download page offers (null: the session's). */
export const downloadApiIdAtom = atom<number | null>(null);

const safeLink = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

export function DownloadPage() {
  const { t } = useLingui();
  const { locale } = useElement();
  const params = useParams<{ layout?: string }>();
  const layout = downloadLayout(params.layout) ?? 'plain';
  const sessionApiId = useAtomValue(apiIdAtom);
  const setDownloadApiId = useSetAtom(downloadApiIdAtom);
  const search = new URLSearchParams(location.search);
  const entry = appEntry(search.get('app'), search.get('site'));
  const apiId = entry?.apiId ?? sessionApiId;
  const [guide, setGuide] = useState<InstallGuide | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => setDownloadApiId(entry?.apiId ?? null), [entry?.apiId, setDownloadApiId]);
  useEffect(() => {
    if (apiId <= 0) return;
    setGuide(null);
    setError(null);
    call('GET /guide/:apiId/:langId', { params: { apiId, langId: API_LANG[locale] } }).then(setGuide, (e: unknown) => setError(toApiError(e)));
  }, [apiId, locale]);

  // The offered app's brand (the entry's operator, else the session's) names logo and background.
  const logo = brandFor(apiId).logo;
  const background = downloadBackground(layout, logo);
  const android = guide ? safeLink(guide.AndroidLink) : null;
  const webApp = guide ? safeLink(guide.WebAppUrl) : null;
  const unavailable = t({ id: 'app.download.gone', message: 'The download link is no longer available, please ask your agent for a new download link' });
  return (
    <section
      className={`download download--${layout}`}
      data-layout={layout}
      data-api-id={apiId}
      style={background ? { backgroundImage: `url("${assetUrl(background)}")` } : undefined}
      aria-labelledby="page-title"
    >
      {layout === 'pure' ? null : <img className="download__logo" src={assetUrl(logo)} alt="" width="120" height="32" />}
      <h1 id="page-title" className={layout === 'pure' ? 'visually-hidden' : undefined}>
        {t({ id: 'app.download.title', message: 'Download the app' })}
      </h1>
      {apiId <= 0 ? <p role="status">{unavailable}</p> : null}
      {error ? <ErrorNotice code={error.Code} message={unavailable} trace={error.trace} /> : null}
      {apiId > 0 && !guide && !error ? <Spinner /> : null}
      {guide ? (
        <div className="download__buttons">
          {android ? <a className="button" href={android} rel="noopener">{t({ id: 'app.download.android', message: 'Download for Android' })}</a> : null}
          {webApp ? <a className="button button--secondary" href={webApp} rel="noopener">{t({ id: 'app.download.ios', message: 'Install on iPhone' })}</a> : null}
          {!android && !webApp ? <p role="status">{unavailable}</p> : null}
        </div>
      ) : null}
      {guide && layout === 'teach' ? (
        <>
          <h2>{t({ id: 'app.download.steps', message: 'Install on iPhone, step by step' })}</h2>
          <ol className="download__steps">{guide.IosSteps.map((step, i) => <li key={i}>{step}</li>)}</ol>
        </>
      ) : null}
    </section>
  );
}
