/** The VIP rules (§9): EXP, the monthly reset, the rebate. */
import { useLingui } from '@lingui/react/macro';
import type { VipSetting } from '../../api/contract';
import { RulesCard, VipResetText } from './member-parts';

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
