/** The VIP tier and its progress to the next tier (§9), with a link to the VIP page where asked. */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { VipSetting, VipStatus } from '../../api/contract';
import { nextMonthStart } from '../../core/schedule';
import { MemberCard, ProgressBar, useNumbers } from './member-parts';
import { vipProgress } from './member-rules';

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
  const resetDate = n.date(nextMonthStart(Date.now(), tz));
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
