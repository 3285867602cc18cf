/**
 * The event page (§2 label screen, §3 event, §4 states): name, start time, final update date, its
 * state (coming soon / running / concluded with the spec's "The event has already concluded."),
 * prize content, the ranking (top 100) and "your ranking" for a signed-in player.
 * The app shows it at `#/event/{id}` (bare) and from the events hub.
 */
import { useId, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { useResource } from '../../state/resource';
import { sessionReadyAtom } from '../../state/session';
import { ErrorNotice } from '../../ui/error-notice';
import { FeatureScope } from '../../ui/feature-scope';
import { Spinner } from '../../ui/spinner';
import { BoardRows, Countdown, Prizes, StateBadge, useBoardOf, useTexts } from './ranking-board';
import { eventFamily } from './rankings.api';
import { usePlayerFormat } from '../../ui/use-player-format';
import { useViewer } from './rankings-hooks';
import { asEventId, stateAt } from './rankings-rules';
import css from './rankings.css?inline';
import { rankingsCatalog } from './rankings.catalog';
import { RetryText } from '../../ui/retry-text';

export interface EventPageProps {
  /** The event's id (digits). */
  eventId?: number | string;
  /** Where "back" goes (a `#/…` route); none: no back link. */
  backHref?: string;
  /** Not an attribute: "back" as a button that calls this (the rankings hub opens events in place). */
  onBack?: () => void;
}

function EventView({ eventId, backHref, onBack }: EventPageProps) {
  const { t } = useLingui();
  const texts = useTexts();
  const boardOf = useBoardOf();
  const headingId = useId();
  const ready = useAtomValue(sessionReadyAtom);
  const viewer = useViewer();
  const date = usePlayerFormat().dateTime;
  const id = asEventId(eventId);
  const event = useResource(
    eventFamily,
    ready && id ? { eventId: id, locale: viewer.locale, account: viewer.account } : null,
  );
  const [now, setNow] = useState(() => Date.now());
  const error = event.status === 'error' ? event.error : null;
  const back = onBack ? (
    <button type="button" className="rk-link rk-back" onClick={onBack}>
      <span aria-hidden="true">{'‹\u00a0'}</span>
      {t({ id: 'rankings.back', message: 'Back to events' })}
    </button>
  ) : backHref && /^#\//.test(backHref) ? (
    <a className="rk-link rk-back" href={backHref}>
      <span aria-hidden="true">{'‹\u00a0'}</span>
      {t({ id: 'rankings.back', message: 'Back to events' })}
    </a>
  ) : null;
  if (!id) {
    return (
      <div className="rk rk-event" part="base">
        {back}
        <p className="rk-empty" role="status">
          {t({ id: 'rankings.eventMissing', message: 'This event does not exist.' })}
        </p>
      </div>
    );
  }
  if (!ready || event.status === 'loading')
    return (
      <div className="rk rk-event" part="base" aria-busy="true">
        {back}
        <Spinner />
      </div>
    );
  if (error) {
    return (
      <div className="rk rk-event" part="base">
        {back}
        <div className="rk-error">
          <ErrorNotice code={error.Code} message={error.Message} trace={error.trace} />
          <button type="button" className="rk-button" onClick={event.reload}>
            <RetryText />
          </button>
        </div>
      </div>
    );
  }
  if (event.status !== 'ready') return null;
  const e = event.data;
  const state = stateAt(e.StartTime, e.EndTime, now);
  return (
    <article className={`rk rk-event rk-card rk-card--${state}`} part="base" aria-labelledby={headingId}>
      {back}
      <header className="rk-card__head">
        <div className="rk-card__title">
          <h2 id={headingId} className="rk-name-heading" part="event-name">
            {e.Name}
          </h2>
          <StateBadge state={state} />
        </div>
        <dl className="rk-facts">
          <div>
            <dt>{t({ id: 'rankings.startTime', message: 'Start time' })}</dt>
            <dd>{date(e.StartTime)}</dd>
          </div>
          <div>
            <dt>{t({ id: 'rankings.endTime', message: 'End time' })}</dt>
            <dd>{date(e.EndTime)}</dd>
          </div>
          <div>
            <dt>{t({ id: 'rankings.finalUpdateDate', message: 'Final update date' })}</dt>
            <dd>{date(e.FinalUpdateDate)}</dd>
          </div>
          <div>
            <dt>{t({ id: 'rankings.typeLabel', message: 'Ranked by' })}</dt>
            <dd>{texts.type(e.Type)}</dd>
          </div>
        </dl>
        <Countdown
          start={e.StartTime}
          end={e.EndTime}
          onElapsed={() => {
            setNow(Date.now());
            event.reload();
          }}
        />
        {state === 'concluded' ? (
          <p className="rk-concluded" role="status">
            {t({ id: 'rankings.concludedText', message: 'The event has already concluded.' })}
          </p>
        ) : null}
        {state === 'comingSoon' ? (
          <p className="rk-coming" role="status">
            {t({ id: 'rankings.comingSoonText', message: 'The event has not started yet.' })}
          </p>
        ) : null}
      </header>
      <Prizes lines={e.PrizeContent} />
      <section className="rk-card__board" aria-labelledby={`${headingId}-ranking`}>
        <h3 id={`${headingId}-ranking`}>{t({ id: 'rankings.ranking', message: 'Ranking' })}</h3>
        <BoardRows
          entries={e.Ranking}
          mine={e.Mine}
          signedIn={viewer.account !== null}
          type={e.Type}
          currencyNo={e.CurrencyNo}
          state={state}
          caption={boardOf(e.Name)}
        />
      </section>
    </article>
  );
}

export function EventPage(props: EventPageProps) {
  return (
    <FeatureScope css={css} catalog={rankingsCatalog}>
      <EventView {...props} />
    </FeatureScope>
  );
}
