/** The weekly treasure chest (§9): its level from the week's bets, and opening it. */
import { useLingui } from '@lingui/react/macro';
import type { ChestState } from '../../api/contract';
import { useMutation } from '../../state/mutation';
import { openChest } from './member.api';
import { ActionError } from './action-error';
import { MemberCard, useNumbers } from './member-parts';
import { Countdown } from '../../ui/countdown';
import { chestLevelFor } from './member-rules';

const ms = (iso: string) => new Date(iso).getTime();

export function ChestCard({ state, token }: { state: ChestState; token: string }) {
  const { t } = useLingui();
  const n = useNumbers();
  const action = useMutation(openChest);
  const level = state.Level;
  const upcoming = chestLevelFor(state.WeekBet, state.Levels);
  const bet = n.money(state.WeekBet);
  const nextLevel = upcoming.level;
  const reward = n.money(state.Reward ?? 0);
  return (
    <MemberCard id="chest-title" title={t({ id: 'member.chest.title', message: 'Treasure chest' })} part="chest">
      {state.Status === 'ready' ? (
        <>
          <p className="member-chest is-ready">
            {t({ id: 'member.chest.ready', message: `A level ${level} chest is ready.` })}
          </p>
          <button type="button" className="member-button" disabled={action.busy} onClick={() => void action.run(token)}>
            {t({ id: 'member.chest.open', message: 'Open chest' })}
          </button>
        </>
      ) : state.Status === 'opened' ? (
        <p className="member-chest is-opened">
          {t({ id: 'member.chest.opened', message: `Level ${level} chest opened: you received ${reward}.` })}
        </p>
      ) : (
        <p className="member-chest is-none">
          {t({ id: 'member.chest.none', message: "No chest this week: last week's bets did not reach level 1." })}
        </p>
      )}
      <ActionError error={action.error} />
      <p className="member-note">
        {nextLevel > 0
          ? t({ id: 'member.chest.week', message: `This week's bets: ${bet} — next chest level ${nextLevel}.` })
          : t({ id: 'member.chest.weekNone', message: `This week's bets: ${bet} — not yet enough for a chest.` })}
      </p>
      <p className="member-note">
        {t({
          id: 'member.chest.rule',
          message: "A chest is generated every Thursday at 12:00; its level depends on the week's bets.",
        })}
      </p>
      <Countdown target={ms(state.NextAt)} label={t({ id: 'member.chest.next', message: 'Next chest in' })} />
    </MemberCard>
  );
}
