/** /event/{id} (bare, §2) and its /pure, /full-page forms: one event's page, back to the hub. */
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { Spinner } from '../../ui/spinner';
import { ROUTES } from '../app-routes';

const EventPage = lazy(() => import('../../features/rankings/event-page').then((m) => ({ default: m.EventPage })));

export function EventRoute() {
  const { t } = useLingui();
  const { id } = useParams<{ id?: string }>();
  return (
    <section className="page page--event" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {t({ id: 'app.page.event', message: 'Event' })}
      </h1>
      <Suspense fallback={<Spinner />}>
        <EventPage eventId={id} backHref={`#${ROUTES.action}`} />
      </Suspense>
    </section>
  );
}
