/**
 * The root of every feature: adopts the feature's stylesheet(s) into the element it renders in and
 * waits (Suspense) for the feature's message catalog in the element's locale. So a feature works
 * the same alone on a lobby page, inside <ingame-app>, in a test and in a story, and no element
 * file lists another feature's styles or texts.
 */
import { Suspense, use, type ReactNode } from 'react';
import { isCatalogLoaded, loadCatalog, type CatalogLoader } from '../i18n/i18n';
import { useElement } from './element-context';
import { useStyles } from './styles';

export interface FeatureScopeProps {
  css: string;
  catalog: CatalogLoader;
  /** Shown while the texts load (default: nothing, so no untranslated flash). */
  fallback?: ReactNode;
  children: ReactNode;
}

function Scoped({ css, catalog, children }: Omit<FeatureScopeProps, 'fallback'>) {
  const { locale } = useElement();
  useStyles(css);
  if (!isCatalogLoaded(catalog, locale)) use(loadCatalog(catalog, locale));
  return children;
}

export function FeatureScope({ fallback = null, ...props }: FeatureScopeProps) {
  return (
    <Suspense fallback={fallback}>
      <Scoped {...props} />
    </Suspense>
  );
}
