/** The tiers table (§9): each tier's EXP, rebate and holiday gift. */
import { useLingui } from '@lingui/react/macro';
import type { VipSetting } from '../../api/contract';
import { MemberCard, useNumbers } from './member-parts';
import { visibleTiers } from './member-rules';

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
