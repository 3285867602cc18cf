/**
 * The root of every feature: adopts the feature's stylesheet(s) into the element it renders in and
 * waits for the feature's message catalog in the element's locale. So a feature works the same
 * alone on a lobby page, inside <ingame-app>, in a test and in a story, and no element file lists
 * another feature's styles or texts.
 *
 * The catalog wait is state, not Suspense: React holds back a Suspense boundary's reveal for up to
 * 300 ms after the last fallback it showed, and the app's first page passes through several
 * features in a row (issue 17: that throttling alone delayed the events hub's first banner by half
 * a second). The Suspense boundary stays, for lazy parts inside the feature.
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { isCatalogLoaded, loadCatalog, type CatalogLoader } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import { useElement } from './element-context';
import { useStyles } from './styles';

export interface FeatureScopeProps {
  css: string;
  catalog: CatalogLoader;
  /** Shown while the texts load (default: nothing, so no untranslated flash). */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Whether a catalog's texts are in, loading them (and re-rendering once they are) if not. A
 * catalog that cannot load at all (not even in English) goes to the element's error boundary.
 */
function useCatalog(catalog: CatalogLoader, locale: Locale): boolean {
  const loaded = isCatalogLoaded(catalog, locale);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadCatalog(catalog, locale).then(
      () => live && arrived((n) => n + 1),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [catalog, locale, loaded]);
  if (failure) throw failure.error;
  return loaded;
}

export function FeatureScope({ css, catalog, fallback = null, children }: FeatureScopeProps) {
  const { locale } = useElement();
  useStyles(css);
  const loaded = useCatalog(catalog, locale);
  return <Suspense fallback={fallback}>{loaded ? children : fallback}</Suspense>;
}
