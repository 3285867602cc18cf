/** Today's rebate estimate (§9): today's EXP × the tier's percent, paid after midnight. */
import { useLingui } from '@lingui/react/macro';
import type { VipSetting, VipStatus } from '../../api/contract';
import { nextMidnight } from '../../core/schedule';
import { MemberCard, useNumbers } from './member-parts';
import { Countdown } from '../../ui/countdown';
import { rebateEstimate } from './member-rules';

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
        label={t({ id: 'member.rebate.next', message: 'Next settlement in' })}
      />
    </MemberCard>
  );
}
