/**
 * The install guide (§2): on Android the download button, on an iPhone "open in Safari" when in
 * another browser, the nine steps with "trust the app" and the web-app link, on a desktop the QR
 * code of the page's own URL plus both sets of steps. §4 download completed / failed and §8's
 * "no longer available" for a withdrawn link.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { toApiError } from '../../api/client';
import type { ApiError } from '../../api/contract/common';
import { apiIdAtom, sessionReadyAtom } from '../../state/session';
import { useReportFailure } from '../../state/failures';
import { useResource } from '../../state/resource';
import { useElement } from '../../ui/element-context';
import { ErrorNotice } from '../../ui/error-notice';
import { Spinner } from '../../ui/spinner';
import { downloadFile, guideFamily } from './install.api';
import {
  detectPlatform,
  downloadMethod,
  guideSections,
  isIosSafari,
  knownSteps,
  linkState,
  qrTarget,
  safeLink,
  type InstallPlatform,
} from './install-rules';
import { QrCode } from './qr-code';
import { StepList, useStepNames } from './install-steps';

export interface InstallGuideProps {
  /** Whose app: an operator's api id (default: the session's). */
  apiId?: number;
  /** Force a platform (demos, stories, tests); default: detected from the browser. */
  platform?: InstallPlatform;
  /** What the QR code opens (default: this page's URL). */
  url?: string;
  /** Show the step lists (the plain and pure download layouts show the buttons only). */
  steps?: boolean;
}

type DownloadState = { status: 'idle' | 'downloading' | 'completed' } | { status: 'failed'; error: ApiError };

function usePlatform(forced: InstallPlatform | undefined): { platform: InstallPlatform; safari: boolean } {
  return useMemo(() => {
    const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
    const platform = forced ?? detectPlatform(ua, typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints);
    // A forced iOS (stories, tests) is Safari unless the real browser says otherwise.
    return { platform, safari: isIosSafari(ua) || (forced === 'ios' && !/iPhone|iPad|iPod/.test(ua)) };
  }, [forced]);
}

export function InstallGuideView({
  apiId: apiIdProp,
  platform: forced,
  url,
  steps: showSteps = true,
}: InstallGuideProps) {
  const { t } = useLingui();
  const { locale, emit } = useElement();
  const ready = useAtomValue(sessionReadyAtom);
  const sessionApiId = useAtomValue(apiIdAtom);
  const apiId = apiIdProp && apiIdProp > 0 ? apiIdProp : sessionApiId;
  const resource = useResource(guideFamily, ready && apiId > 0 ? { apiId, locale } : null);
  const { platform, safari } = usePlatform(forced);
  const names = useStepNames();
  const [download, setDownload] = useState<DownloadState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  // A failed download reaches the host as every failure does (issue 42): one `ingame-error`.
  useReportFailure(download.status === 'failed' ? download.error : null);

  const unavailable = t({
    id: 'install.gone',
    message: 'The download link is no longer available, please ask your agent for a new download link',
  });
  const sections = guideSections(platform, safari);
  const pageUrl = typeof location === 'undefined' ? '' : location.href;

  if (ready && apiId <= 0) {
    return (
      <section className="install" part="base" data-platform={platform}>
        <p className="install__gone" role="status">
          {unavailable}
        </p>
      </section>
    );
  }
  if (resource.status === 'loading')
    return (
      <section className="install" part="base" data-platform={platform} aria-busy="true">
        <Spinner />
      </section>
    );
  if (resource.status === 'error') {
    return (
      <section className="install" part="base" data-platform={platform}>
        <ErrorNotice code={resource.error.Code} trace={resource.error.trace} />
      </section>
    );
  }
  const guide = resource.data;
  const state = linkState(guide);
  const android = safeLink(guide.AndroidLink);
  const webApp = safeLink(guide.WebAppUrl);

  const startDownload = async () => {
    if (!android) return;
    abort.current?.abort();
    abort.current = new AbortController();
    setDownload({ status: 'downloading' });
    try {
      await downloadFile(android, abort.current.signal);
      setDownload({ status: 'completed' });
      emit('ingame-download', { status: 'completed', url: android });
    } catch (error) {
      if (abort.current?.signal.aborted) return;
      setDownload({ status: 'failed', error: toApiError(error) });
      emit('ingame-download', { status: 'failed', url: android });
    }
  };

  return (
    <section className="install" part="base" data-platform={platform} data-state={state}>
      {state !== 'available' ? (
        <p className="install__gone" role="status">
          {unavailable}
        </p>
      ) : null}
      {state === 'available' && sections.qr ? (
        <figure className="install__qr">
          <QrCode
            text={qrTarget(url, pageUrl)}
            label={t({ id: 'install.qr.label', message: 'QR code of this page' })}
          />
          <figcaption>
            {t({
              id: 'install.qr.caption',
              message: "Scan this code with your phone's camera to open this page on your phone.",
            })}
          </figcaption>
        </figure>
      ) : null}
      {state === 'available' && sections.openInSafari ? (
        <p className="install__safari" role="note" data-part="open-in-safari">
          {t({
            id: 'install.openInSafari',
            message: 'To install on iPhone, open this page in Safari: copy its address and paste it into Safari.',
          })}
        </p>
      ) : null}
      {state === 'available' && (sections.androidButton || sections.webAppLink) ? (
        <div className="install__buttons">
          {sections.androidButton && android && downloadMethod(android, pageUrl) === 'link' ? (
            <a className="button" href={android} download rel="noopener">
              {t({ id: 'install.android', message: 'Download for Android' })}
            </a>
          ) : sections.androidButton && android ? (
            <button
              type="button"
              className="button"
              onClick={() => void startDownload()}
              disabled={download.status === 'downloading'}
              aria-busy={download.status === 'downloading'}
            >
              {download.status === 'downloading'
                ? t({ id: 'install.downloading', message: 'Downloading…' })
                : t({ id: 'install.android', message: 'Download for Android' })}
            </button>
          ) : null}
          {sections.webAppLink && webApp ? (
            <a className="button button--secondary" href={webApp} rel="noopener">
              {t({ id: 'install.ios', message: 'Install on iPhone' })}
            </a>
          ) : null}
        </div>
      ) : null}
      {download.status === 'completed' ? (
        <p className="install__result install__result--ok" role="status">
          {t({ id: 'install.completed', message: 'Download completed.' })}
        </p>
      ) : null}
      {download.status === 'failed' ? (
        <div className="install__result install__result--failed" role="alert">
          <p>{t({ id: 'install.failed', message: 'Resource download fail.' })}</p>
          {android ? (
            <a href={android} rel="noopener">
              {t({ id: 'install.directLink', message: 'Try the direct link' })}
            </a>
          ) : null}
        </div>
      ) : null}
      {showSteps && state === 'available' && sections.androidSteps ? (
        <div className="install__guide">
          <h2>{t({ id: 'install.android.title', message: 'Install on Android' })}</h2>
          <StepList
            steps={knownSteps(guide.AndroidSteps, 'android')}
            name={names.android}
            label={t({ id: 'install.android.title', message: 'Install on Android' })}
          />
        </div>
      ) : null}
      {showSteps && state === 'available' && sections.iosSteps ? (
        <div className="install__guide">
          <h2>{t({ id: 'install.ios.title', message: 'Install on iPhone, step by step' })}</h2>
          <StepList
            steps={knownSteps(guide.IosSteps, 'ios')}
            name={names.ios}
            label={t({ id: 'install.ios.title', message: 'Install on iPhone, step by step' })}
          />
        </div>
      ) : null}
    </section>
  );
}
