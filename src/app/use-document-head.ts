/**
 * Every layout (§2 wrappers included) names the page and its icon from the project settings; a
 * page may name itself instead (the intro page, §2) through `usePageTitle`. One effect writes
 * `document.title`, so the two never race.
 */
import { useEffect } from 'react';
import { atom } from 'jotai/vanilla';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { environmentPrefix } from '../core/operator-rules';
import { configAtom, projectAtom } from '../state/session';
import { adoptSheets } from '../ui/styles';
import { DOCUMENT_FONTS } from './app-look';
import { assetUrl } from './assets';

/** The title the current page gives itself, if any. */
const pageTitleAtom = atom<string | null>(null);

/** A page's own document title while it is shown (null: the project's title). */
export function usePageTitle(title: string | null): void {
  const setTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}

export function useDocumentHead(): void {
  const project = useAtomValue(projectAtom);
  const { env } = useAtomValue(configAtom);
  const pageTitle = useAtomValue(pageTitleAtom);
  useEffect(() => {
    document.title = pageTitle ?? `${environmentPrefix(env)}${project.projectTitle}`;
  }, [env, project.projectTitle, pageTitle]);
  useEffect(() => {
    let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.append(icon);
    }
    icon.href = assetUrl(project.projectIcon);
  }, [project.projectIcon]);
  // §2: the Thai and Burmese faces are declared on the document, once (see app-look.ts).
  useEffect(() => adoptSheets(document, [DOCUMENT_FONTS]), []);
}
