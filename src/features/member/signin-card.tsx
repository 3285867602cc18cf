/** The weekly sign-in gift (§9): the days, today, and the sign-in mutation. */
import { useLingui } from '@lingui/react/macro';
import type { SignInState } from '../../api/contract';
import { useMutation } from '../../state/mutation';
import { signInToday } from './member.api';
import { ActionError } from './action-error';
import { MemberCard, useNumbers } from './member-parts';
import { Countdown } from '../../ui/countdown';

const ms = (iso: string) => new Date(iso).getTime();

export function SignInCard({ state, token }: { state: SignInState; token: string }) {
  const { t } = useLingui();
  const n = useNumbers();
  const action = useMutation(signInToday);
  return (
    <MemberCard id="signin-title" title={t({ id: 'member.signin.title', message: 'Sign-in gift' })} part="signin">
      <ol className="member-days">
        {state.Days.map((d) => {
          const day = d.Day;
          const status = d.Signed
            ? t({ id: 'member.signin.signed', message: 'Signed' })
            : d.Day === state.Today
              ? t({ id: 'member.signin.today', message: 'Today' })
              : d.Day < state.Today
                ? t({ id: 'member.signin.missed', message: 'Missed' })
                : t({ id: 'member.signin.upcoming', message: 'Upcoming' });
          const cls = [
            'member-day',
            d.Signed ? 'is-signed' : '',
            d.Day === state.Today ? 'is-today' : '',
            !d.Signed && d.Day < state.Today ? 'is-missed' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={d.Day} className={cls} aria-current={d.Day === state.Today ? 'date' : undefined}>
              <span className="member-day__name">{t({ id: 'member.signin.day', message: `Day ${day}` })}</span>
              {/* Coins in the player's currency (contract/member.ts Units), as the chest and rebate show them. */}
              <span className="member-day__reward">{n.money(d.Reward)}</span>
              <span className="member-day__status">{status}</span>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="member-button"
        disabled={state.SignedToday || action.busy}
        onClick={() => void action.run(token)}
      >
        {state.SignedToday
          ? t({ id: 'member.signin.done', message: 'Signed in today' })
          : t({ id: 'member.signin.action', message: 'Sign in today' })}
      </button>
      <ActionError error={action.error} />
      <p className="member-note">
        {t({
          id: 'member.signin.rule',
          message: 'One sign-in per day. The weekly rewards reset every Tuesday at 12:00.',
        })}
      </p>
      <Countdown target={ms(state.NextReset)} label={t({ id: 'member.signin.reset', message: 'Resets in' })} />
    </MemberCard>
  );
}
