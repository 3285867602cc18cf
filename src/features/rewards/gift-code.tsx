/**
 * <ingame-gift-code event-id> and #/gift-code/{id}: a gift-code event (§5) — its name and state,
 * the codes left, the rules — and the form that sends a code to an e-mail address. Every answer is
 * said in the player's language (§8 codes 3001–3008, network, timeout); "too frequent" counts down
 * to the next allowed try. What the player typed is never lost: it stays in the field after every
 * failure, and in the page's store across re-renders and visits.
 */
import { useId, useState, type FormEvent } from 'react';
import { useAtom, useAtomValue, useStore } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { CODES, GIFTCODE_RESEND_SECONDS, type ApiError, type GiftCodeEvent } from '../../api/contract';
import { isEmail } from '../../core/email';
import { useMutation } from '../../state/mutation';
import { useResource } from '../../state/resource';
import { sessionReadyAtom } from '../../state/session';
import { useElement } from '../../ui/element-context';
import { ErrorNotice } from '../../ui/error-notice';
import { FeatureScope } from '../../ui/feature-scope';
import { Spinner } from '../../ui/spinner';
import { emailDraftsAtom, giftEventFamily, refreshGiftEvent, sendGiftCode } from './rewards.api';
import { useNow } from '../../ui/use-now';
import { usePlayerFormat } from '../../ui/use-player-format';
import { CLOSES_FORM, eventOutcome, giftOutcome, retryAfterSeconds, type GiftOutcome } from './rewards-rules';
import { OUTCOME_TEXTS } from './rewards-texts';
import css from './rewards.css?inline';
import { rewardsCatalog } from './rewards.catalog';
import { RetryText } from '../../ui/retry-text';

export interface GiftCodeProps {
  /** The gift-code event's id. */
  eventId?: number | string;
}

interface Answer {
  outcome: GiftOutcome;
  error: ApiError | null;
  /** "Too frequent": when the next try is allowed (ms). */
  retryAt: number | null;
}

/** Whole seconds left until `until` (ms), ticking while there is a deadline; 0 without one. */
function useCountdown(until: number | null): number {
  const now = useNow(until === null ? null : 250, null, until);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

function GiftForm({ event, onSent }: { event: GiftCodeEvent; onSent(): void }) {
  const { t, i18n } = useLingui();
  const { emit } = useElement();
  const ids = useId();
  const [drafts, setDrafts] = useAtom(emailDraftsAtom);
  const email = drafts[event.EventId] ?? '';
  const setEmail = (value: string) => setDrafts((d) => ({ ...d, [event.EventId]: value }));
  const [touched, setTouched] = useState(false);
  const send = useMutation(sendGiftCode);
  const sending = send.busy;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const wait = useCountdown(answer?.retryAt ?? null);
  const seconds = wait;

  const closedBefore = eventOutcome(event);
  const invalid = email.trim() !== '' && !isEmail(email);
  const showInvalid = touched && (invalid || email.trim() === '');
  const closed = closedBefore !== null || (answer !== null && CLOSES_FORM.has(answer.outcome));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (sending || wait > 0 || closed) return;
    if (!isEmail(email)) {
      setAnswer(null);
      return;
    }
    const result = await send.run({ event, email: email.trim() });
    const error = result.ok ? null : result.error;
    const code = error ? error.Code : 0;
    const outcome = giftOutcome(code);
    const retryAt =
      outcome === 'tooFrequent' ? Date.now() + retryAfterSeconds(error?.Data, GIFTCODE_RESEND_SECONDS) * 1000 : null;
    setAnswer({ outcome, error, retryAt });
    emit('ingame-gift-code', { eventId: event.EventId, outcome, code });
    if (outcome === 'sent' || outcome === 'fullyClaimed' || outcome === 'dailyLimit') onSent();
  };

  const shown: GiftOutcome | null = answer?.outcome ?? closedBefore;
  const success = shown === 'sent';
  const errorId = `${ids}-error`;
  const outcomeId = `${ids}-outcome`;
  return (
    <>
      <form
        className="giftcode__form"
        part="giftcode-form"
        noValidate
        onSubmit={submit}
        aria-describedby={shown ? outcomeId : undefined}
      >
        <label className="giftcode__label" htmlFor={`${ids}-email`}>
          {t({ id: 'rewards.gift.email', message: 'E-mail address' })}
        </label>
        <div className="giftcode__row">
          <input
            id={`${ids}-email`}
            className="giftcode__input"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            value={email}
            placeholder="name@example.com"
            disabled={closed && !success}
            aria-invalid={showInvalid}
            aria-describedby={showInvalid ? errorId : undefined}
            onChange={(e) => setEmail(e.currentTarget.value)}
            onBlur={() => email !== '' && setTouched(true)}
          />
          <button
            type="submit"
            className="rewards__button giftcode__send"
            disabled={sending || wait > 0 || closed}
            aria-busy={sending}
          >
            {sending
              ? t({ id: 'rewards.gift.sending', message: 'Sending…' })
              : wait > 0
                ? t({ id: 'rewards.gift.wait', message: `Try again in ${seconds} s` })
                : t({ id: 'rewards.gift.send', message: 'Send gift code' })}
          </button>
        </div>
        {showInvalid ? (
          <p id={errorId} className="giftcode__invalid" role="alert">
            {email.trim() === ''
              ? t({ id: 'rewards.gift.emailRequired', message: 'Please enter your e-mail address.' })
              : i18n._(OUTCOME_TEXTS.badEmail)}
          </p>
        ) : null}
      </form>
      <div id={outcomeId} className="giftcode__outcome-slot" aria-live="polite">
        {shown ? (
          <div
            className={`giftcode__outcome is-${success ? 'success' : 'refused'}`}
            part="outcome"
            data-outcome={shown}
            role={success ? 'status' : 'alert'}
          >
            <p>{i18n._(OUTCOME_TEXTS[shown])}</p>
            {shown === 'tooFrequent' && wait > 0 ? (
              <p className="giftcode__countdown">
                {t({ id: 'rewards.gift.countdown', message: `You can send again in ${seconds} seconds.` })}
              </p>
            ) : null}
            {shown === 'comingSoon' ? <StartsAt event={event} /> : null}
            {shown === 'error' && answer?.error ? (
              <ErrorNotice compact code={answer.error.Code} trace={answer.error.trace} />
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  );
}

function StartsAt({ event }: { event: GiftCodeEvent }) {
  const { t } = useLingui();
  const format = usePlayerFormat();
  const date = format.dateTime(event.StartTime);
  return <p>{t({ id: 'rewards.gift.startsAt', message: `Starts ${date}` })}</p>;
}

function GiftCodeView({ eventId }: GiftCodeProps) {
  const { t } = useLingui();
  const { locale } = useElement();
  const store = useStore();
  const ready = useAtomValue(sessionReadyAtom);
  const format = usePlayerFormat();
  const id = Number(eventId);
  const valid = Number.isInteger(id) && id > 0;
  const event = useResource(giftEventFamily, ready && valid ? { eventId: id, locale } : null);

  if (!valid) {
    return (
      <div className="giftcode" part="base">
        <p className="rewards__empty" role="status">
          {t({ id: 'rewards.gift.noEvent', message: 'This gift-code event does not exist.' })}
        </p>
      </div>
    );
  }
  if (event.status === 'loading')
    return (
      <div className="giftcode" part="base" aria-busy="true">
        <Spinner />
      </div>
    );
  if (event.status === 'error') {
    return (
      <div className="giftcode" part="base">
        {event.error.Code === CODES.NOT_FOUND ? (
          <p className="rewards__empty" role="status">
            {t({ id: 'rewards.gift.noEvent', message: 'This gift-code event does not exist.' })}
          </p>
        ) : (
          <div className="rewards__error">
            <ErrorNotice code={event.error.Code} trace={event.error.trace} />
            <button type="button" className="rewards__button" onClick={event.reload}>
              <RetryText />
            </button>
          </div>
        )}
      </div>
    );
  }
  const e = event.data;
  // Counts read in the page's §5 grouping ("5,000", "5.000"); the plural follows the number itself.
  const count = format.whole;
  const remaining = count(e.Remaining);
  const total = count(e.Total);
  const limit = count(e.DailyLimit);
  const stateText = {
    comingSoon: t({ id: 'rewards.gift.state.comingSoon', message: 'Coming soon' }),
    running: t({ id: 'rewards.gift.state.running', message: 'In progress' }),
    concluded: t({ id: 'rewards.gift.state.concluded', message: 'Concluded' }),
  }[e.State];
  // A send changes what is left: read the event again (silently; the form keeps its answer).
  const refresh = () => refreshGiftEvent(store, id);
  return (
    <div className="giftcode" part="base">
      <header className="giftcode__head">
        <h2 className="rewards__title">{e.Name}</h2>
        <span className={`giftcode__state is-${e.State}`}>{stateText}</span>
      </header>
      <p className="giftcode__dates">
        {format.dateTime(e.StartTime)} – {format.dateTime(e.EndTime)}
      </p>
      <p className="giftcode__remaining">
        {t({
          id: 'rewards.gift.remaining',
          message: plural(e.Total, {
            one: `${remaining} of ${total} code left`,
            other: `${remaining} of ${total} codes left`,
          }),
        })}
      </p>
      <ul className="giftcode__rules">
        <li>{t({ id: 'rewards.gift.rule.email', message: 'Each e-mail address can claim one gift code.' })}</li>
        <li>{t({ id: 'rewards.gift.rule.player', message: 'Each player can receive one gift code per event.' })}</li>
        <li>
          {t({
            id: 'rewards.gift.rule.daily',
            message: plural(e.DailyLimit, {
              one: `At most ${limit} code is sent each day.`,
              other: `At most ${limit} codes are sent each day.`,
            }),
          })}
        </li>
      </ul>
      <GiftForm event={e} onSent={refresh} />
    </div>
  );
}

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function GiftCode(props: GiftCodeProps) {
  return (
    <FeatureScope css={css} catalog={rewardsCatalog}>
      <GiftCodeView {...props} />
    </FeatureScope>
  );
}
