/** Every layout (§2 wrappers included) names the page and its icon from the project settings. */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai/react';
import { environmentPrefix } from '../core/operator-rules';
import { configAtom, projectAtom } from '../state/session';
import { adoptSheets } from '../ui/styles';
import { DOCUMENT_FONTS } from './app-look';
import { assetUrl } from './assets';

export function useDocumentHead(): void {
  const project = useAtomValue(projectAtom);
  const { env } = useAtomValue(configAtom);
  useEffect(() => {
    document.title = `${environmentPrefix(env)}${project.projectTitle}`;
    let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.append(icon);
    }
    icon.href = assetUrl(project.projectIcon);
  }, [env, project.projectTitle, project.projectIcon]);
  // §2: the Thai and Burmese faces are declared on the document, once (see app-look.ts).
  useEffect(() => adoptSheets(document, [DOCUMENT_FONTS]), []);
}
