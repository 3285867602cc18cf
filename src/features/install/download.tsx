/**
 * The download layouts (§2): plain, teach (with the install steps), pure (the buttons only) and
 * background (over an image chosen by the logo file name). The app entry named by the `app` query
 * parameter decides which operator's app is offered; its api id is kept in the store. The site
 * variant comes from `site`, else from the player's region (download-rules.ts).
 */
import { useEffect, type ReactNode } from 'react';
import { atom } from 'jotai/vanilla';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { brandFor } from '../../core/brands';
import { apiIdAtom } from '../../state/session';
import { regionAtom, rememberedRegion } from '../../state/region';
import { assetUrl } from '../../ui/assets';
import { FeatureScope } from '../../ui/feature-scope';
import { useStyles } from '../../ui/styles';
import { appEntry, downloadBackground, downloadLayout, downloadQuery, siteVariant } from './download-rules';
import { InstallGuideView } from './install-guide';
import css from './install.css?inline';
import downloadCss from './download.css?inline';
import { installCatalog } from './install.catalog';

/** §3 shared state: the api id of the app entry the download page offers (null: the session's). */
export const downloadApiIdAtom = atom<number | null>(null);

export interface DownloadPageProps {
  /** The route's layout segment (`teach`, `pure`, `background`; none is plain). */
  layout?: string;
  /** The page's query string (the app's, where `app` and `site` are); the hash's query adds to it. */
  search?: string;
  /** The page's hash (`#/download?app=myr10`): `app` and `site` there too. */
  hash?: string;
  /** The country-region picker, composed in by the app (a feature does not import another). */
  regionPicker?: ReactNode;
}

function DownloadView({
  layout: segment,
  search = typeof location === 'undefined' ? '' : location.search,
  hash = typeof location === 'undefined' ? '' : location.hash,
  regionPicker,
}: DownloadPageProps) {
  const { t } = useLingui();
  useStyles(css);
  const layout = downloadLayout(segment) ?? 'plain';
  const sessionApiId = useAtomValue(apiIdAtom);
  const region = useAtomValue(regionAtom) ?? rememberedRegion();
  const setDownloadApiId = useSetAtom(downloadApiIdAtom);
  const query = downloadQuery(search, hash);
  const entry = appEntry(query.get('app'), siteVariant(query.get('site'), region));
  const apiId = entry?.apiId ?? sessionApiId;
  useEffect(() => setDownloadApiId(entry?.apiId ?? null), [entry?.apiId, setDownloadApiId]);

  // The offered app's brand (the entry's operator, else the session's) names logo and background.
  const logo = brandFor(apiId).logo;
  const background = downloadBackground(layout, logo);
  return (
    <section
      className={`download download--${layout}`}
      data-layout={layout}
      data-api-id={apiId}
      style={background ? { backgroundImage: `url("${assetUrl(background)}")` } : undefined}
      aria-labelledby="page-title"
    >
      {layout === 'pure' ? null : (
        <img className="download__logo" src={assetUrl(logo)} alt="" width="120" height="32" />
      )}
      <h1 id="page-title" className={layout === 'pure' ? 'visually-hidden' : undefined}>
        {t({ id: 'install.download.title', message: 'Download the app' })}
      </h1>
      {layout !== 'pure' && regionPicker ? <div className="download__region">{regionPicker}</div> : null}
      <InstallGuideView apiId={apiId} steps={layout === 'teach'} />
    </section>
  );
}

export function DownloadPage(props: DownloadPageProps) {
  return (
    <FeatureScope css={downloadCss} catalog={installCatalog}>
      <DownloadView {...props} />
    </FeatureScope>
  );
}
