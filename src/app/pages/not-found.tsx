/** Page Not Found (§2, §8), with the way back to the first page (a web view has no address bar). */
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { apiIdAtom, entryAtom } from '../../state/session';
import { firstPage } from '../app-routes';
import { useFlags } from '../use-flags';

export function NotFound() {
  const { t } = useLingui();
  const flags = useFlags();
  const apiId = useAtomValue(apiIdAtom);
  const { gameId } = useAtomValue(entryAtom);
  return (
    <section className="page page--notfound" aria-labelledby="page-title">
      <h1 id="page-title">{t({ id: 'app.notFound', message: 'Page Not Found' })}</h1>
      <Link className="button" href={firstPage(apiId, flags, gameId)}>
        {t({ id: 'app.notFound.home', message: 'Go to the home page' })}
      </Link>
    </section>
  );
}
