/**
 * The VIP page's sections (§9): tier and progress, rebate, weekly sign-in, treasure chest,
 * missions, holiday gift (§6), the tiers table and the rules. Each takes its data; the page
 * (vip.tsx) loads it and decides which to show.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type {
  ApiError,
  ChestState,
  HolidayGift,
  SignInState,
  VipMission,
  VipSetting,
  VipStatus,
} from '../../api/contract';
import { formatDate } from '../../core/format';
import { errorText, useErrorTexts } from '../../ui/error-text';
import { nextMidnight, nextMonthStart } from '../../core/schedule';
import { useMutation } from '../../state/mutation';
import { drawHoliday, openChest, signInToday } from './member.api';
import { Countdown, MemberCard, ProgressBar, RulesCard, useNumbers, VipResetText } from './member-parts';
import { useMissionText } from './mission-text';
import { chestLevelFor, holidayTiers, progress, rebateEstimate, vipProgress, visibleTiers } from './member-rules';

const ms = (iso: string) => new Date(iso).getTime();

export function VipTierCard({
  status,
  setting,
  tz,
  detailsHref,
}: {
  status: VipStatus;
  setting: VipSetting;
  tz: number;
  detailsHref?: string;
}) {
  const { t } = useLingui();
  const n = useNumbers();
  const bar = vipProgress(status, setting);
  const name = bar.tier?.Name || `VIP ${status.Vip}`;
  const exp = n.exp(status.VipExp);
  const max = n.exp(bar.next?.RequiredExp ?? 0);
  const more = n.exp(bar.toNext ?? 0);
  const count = bar.toNext ?? 0;
  const nextName = bar.next?.Name ?? '';
  const rank = status.Rank;
  const text = bar.next
    ? t({ id: 'member.vip.progress', message: `${exp} / ${max} EXP` })
    : t({ id: 'member.vip.top', message: `${exp} EXP · top tier reached` });
  const resetDate = formatDate(nextMonthStart(Date.now(), tz), tz);
  return (
    <MemberCard id="vip-title" title={t({ id: 'member.vip.title', message: 'My VIP' })} variant="hero">
      <p className="member-hero">
        <span className="member-badge" part="vip-level">
          {name}
        </span>
        {rank ? (
          <span className="member-hero__rank">{t({ id: 'member.vip.rank', message: `Rank #${rank}` })}</span>
        ) : null}
      </p>
      <ProgressBar bar={bar} label={t({ id: 'member.vip.progressLabel', message: 'VIP EXP this month' })} text={text} />
      {bar.next && bar.toNext !== null ? (
        <p className="member-note">
          {t({
            id: 'member.vip.toNext',
            message: plural(count, {
              one: `${more} EXP more this month to reach ${nextName}.`,
              other: `${more} EXP more this month to reach ${nextName}.`,
            }),
          })}
        </p>
      ) : null}
      <p className="member-note">
        {t({
          id: 'member.vip.month',
          message: `Your tier depends on this month's bets. VIP tier and EXP reset on ${resetDate}.`,
        })}
      </p>
      {detailsHref ? (
        <a className="member-link" href={detailsHref}>
          {t({ id: 'member.vip.details', message: 'VIP details' })}
        </a>
      ) : null}
    </MemberCard>
  );
}

export function RebateCard({ status, setting, tz }: { status: VipStatus; setting: VipSetting; tz: number }) {
  const { t } = useLingui();
  const n = useNumbers();
  const percent = setting.Levels.find((l) => l.Level === status.Vip)?.RebatePercent ?? 0;
  const estimate = n.money(rebateEstimate(status.TodayExp, percent));
  const exp = n.whole(status.TodayExp);
  const pct = n.coins(percent);
  return (
    <MemberCard id="rebate-title" title={t({ id: 'member.rebate.title', message: 'Daily rebate' })} part="rebate">
      <p className="member-big">{estimate}</p>
      <p className="member-note">
        {t({ id: 'member.rebate.formula', message: `Today's estimate: ${exp} VIP EXP × ${pct}%.` })}
      </p>
      <p className="member-note">
        {t({ id: 'member.rebate.window', message: 'Bets from 00:00 to 23:59 are settled once a day, after midnight.' })}
      </p>
      <Countdown
        target={nextMidnight(Date.now(), tz)}
        tz={tz}
        label={t({ id: 'member.rebate.next', message: 'Next settlement in' })}
      />
    </MemberCard>
  );
}

function ActionError({ error }: { error: ApiError | null }) {
  const { i18n } = useLingui();
  const texts = useErrorTexts();
  if (!error || !texts) return null;
  return (
    <p className="member-error" role="alert">
      {errorText(i18n, error.Code, error.Message)}
    </p>
  );
}

export function SignInCard({ state, token, tz }: { state: SignInState; token: string; tz: number }) {
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
      <Countdown target={ms(state.NextReset)} tz={tz} label={t({ id: 'member.signin.reset', message: 'Resets in' })} />
    </MemberCard>
  );
}

export function ChestCard({ state, token, tz }: { state: ChestState; token: string; tz: number }) {
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
      <Countdown target={ms(state.NextAt)} tz={tz} label={t({ id: 'member.chest.next', message: 'Next chest in' })} />
    </MemberCard>
  );
}

export function MissionsCard({ missions }: { missions: VipMission[] }) {
  const { t } = useLingui();
  const n = useNumbers();
  const missionText = useMissionText();
  return (
    <MemberCard id="missions-title" title={t({ id: 'member.missions.title', message: 'VIP missions' })}>
      {missions.length === 0 ? (
        <p className="member-empty">{t({ id: 'member.missions.empty', message: 'No missions right now.' })}</p>
      ) : (
        <ul className="member-missions">
          {missions.map((m) => {
            const label = missionText(m, n.whole(m.Target));
            const reward = n.whole(m.RewardExp);
            const value = n.whole(m.Progress);
            const target = n.whole(m.Target);
            return (
              <li key={m.Id} className={m.Done ? 'member-mission is-done' : 'member-mission'} part="mission">
                <span className="member-mission__label">{label}</span>
                <span className="member-mission__reward">
                  {t({ id: 'member.mission.reward', message: `+${reward} EXP` })}
                </span>
                <ProgressBar bar={progress(m.Progress, m.Target)} label={label} text={`${value} / ${target}`} />
                {m.Done ? (
                  <span className="member-mission__done">{t({ id: 'member.mission.done', message: 'Completed' })}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </MemberCard>
  );
}

export function HolidayCard({
  gift,
  setting,
  token,
  tz,
}: {
  gift: HolidayGift;
  setting: VipSetting;
  token: string;
  tz: number;
}) {
  const { t } = useLingui();
  const n = useNumbers();
  const action = useMutation(drawHoliday);
  const holiday = gift.Holiday;
  if (!holiday) return null;
  const tiers = holidayTiers(setting.Levels)
    .map((l) => l.Name)
    .join(', ');
  const ends = formatDate(ms(holiday.EndsAt), tz);
  const prize = n.money(gift.Prize ?? 0);
  return (
    <MemberCard id="holiday-title" title={t({ id: 'member.holiday.title', message: 'Holiday gift' })}>
      <p className="member-holiday__name">{holiday.Name}</p>
      {gift.Drawn ? (
        <p className="member-holiday is-drawn">{t({ id: 'member.holiday.drawn', message: `You drew ${prize}.` })}</p>
      ) : gift.Eligible ? (
        <button
          type="button"
          className="member-button"
          disabled={action.busy}
          onClick={() => void action.run({ key: { token, locale: n.locale }, holidayId: holiday.Id })}
        >
          {t({ id: 'member.holiday.draw', message: 'Draw my holiday gift' })}
        </button>
      ) : (
        <p className="member-holiday is-closed">
          {t({ id: 'member.holiday.notEligible', message: `Holiday gift draws are for ${tiers} players.` })}
        </p>
      )}
      <ActionError error={action.error} />
      <p className="member-note">{t({ id: 'member.holiday.ends', message: `Open until ${ends}.` })}</p>
    </MemberCard>
  );
}

export function TiersCard({ setting, current, appStyle }: { setting: VipSetting; current: number; appStyle: boolean }) {
  const { t } = useLingui();
  const n = useNumbers();
  const { shown, folded } = visibleTiers(setting.Levels, current, appStyle);
  const head = (
    <thead>
      <tr>
        <th scope="col">{t({ id: 'member.tiers.tier', message: 'Tier' })}</th>
        <th scope="col">{t({ id: 'member.tiers.exp', message: 'EXP this month' })}</th>
        <th scope="col">{t({ id: 'member.tiers.rebate', message: 'Rebate' })}</th>
        <th scope="col">{t({ id: 'member.tiers.holiday', message: 'Holiday gift' })}</th>
      </tr>
    </thead>
  );
  const yes = t({ id: 'member.yes', message: 'Yes' });
  const no = t({ id: 'member.no', message: 'No' });
  const rows = (levels: VipSetting['Levels']) => (
    <tbody>
      {levels.map((l) => (
        <tr
          key={l.Level}
          part="vip-tier"
          className={l.Level === current ? 'is-current' : undefined}
          aria-current={l.Level === current ? 'true' : undefined}
        >
          <th scope="row">{l.Name}</th>
          <td>{n.exp(l.RequiredExp)}</td>
          <td>{n.coins(l.RebatePercent)}%</td>
          <td>{l.HolidayGift ? yes : no}</td>
        </tr>
      ))}
    </tbody>
  );
  const all = t({ id: 'member.tiers.all', message: 'All tiers' });
  // A table wider than a phone scrolls sideways in its box; the box takes focus, so a keyboard
  // can scroll it too (as the LV ranking's, level.tsx).
  return (
    <MemberCard id="tiers-title" title={t({ id: 'member.tiers.title', message: 'VIP tiers' })} variant="wide">
      <div className="member-table-wrap" tabIndex={0} role="region" aria-labelledby="tiers-title">
        <table className="member-table">
          {head}
          {rows(shown)}
        </table>
      </div>
      {folded.length ? (
        <details className="member-details">
          <summary>{all}</summary>
          <div className="member-table-wrap" tabIndex={0} role="region" aria-label={all}>
            <table className="member-table">
              {head}
              {rows(setting.Levels)}
            </table>
          </div>
        </details>
      ) : null}
    </MemberCard>
  );
}

export function VipRulesCard({ setting, appStyle }: { setting: VipSetting; appStyle: boolean }) {
  const { t } = useLingui();
  const per = setting.ExpPerCoin;
  const body = (
    <ul className="member-rules">
      <li>{t({ id: 'member.rules.vipExp', message: `Every 1 coin bet earns ${per} VIP EXP.` })}</li>
      <li>
        {t({
          id: 'member.rules.vipMonth',
          message: "VIP resets on the first day of each month; the tier you reach depends on that month's bets.",
        })}
      </li>
      <li>
        <VipResetText reset={setting.Reset} />
      </li>
      <li>
        {t({
          id: 'member.rules.rebate',
          message: "Rebate = VIP EXP × your tier's rebate percent, settled daily for bets from 00:00 to 23:59.",
        })}
      </li>
      <li>{t({ id: 'member.rules.holiday', message: 'Premium tiers receive holiday gift draws.' })}</li>
    </ul>
  );
  const title = t({ id: 'member.rules.vipTitle', message: 'VIP rules' });
  return (
    <RulesCard title={title} appStyle={appStyle} wide>
      {body}
    </RulesCard>
  );
}
