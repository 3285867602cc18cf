/**
 * /ingame/action, the events hub (§2): banners, then tournaments, then news. The tournaments
 * section is the rankings feature's hub view; the other sections join here as they land.
 */
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../ui/spinner';

const Rankings = lazy(() => import('../../features/rankings/rankings').then((m) => ({ default: m.Rankings })));

export function EventsPage() {
  const { t } = useLingui();
  return (
    <section className="page page--action" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">{t({ id: 'app.menu.action', message: 'Events' })}</h1>
      <Suspense fallback={<Spinner />}>
        <Rankings view="hub" />
      </Suspense>
    </section>
  );
}
