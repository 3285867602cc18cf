/**
 * The document title a full-page screen gives itself (§2: the intro page appends its label to
 * the game's name). The app shell's one effect writes `document.title` from it, falling back to
 * the project's title, so a page and the shell never race for it.
 */
import { useEffect } from 'react';
import { atom } from 'jotai/vanilla';
import { useSetAtom } from 'jotai/react';

/** The title the current page gives itself, if any. */
export const pageTitleAtom = atom<string | null>(null);

/** A page's own document title while it is shown (null: the project's title). */
export function usePageTitle(title: string | null): void {
  const setTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
}
