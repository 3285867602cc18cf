/** The holiday gift (§6, premium tiers): drawing it while a holiday is open. */
import { useLingui } from '@lingui/react/macro';
import type { HolidayGift, VipSetting } from '../../api/contract';
import { useMutation } from '../../state/mutation';
import { drawHoliday } from './member.api';
import { ActionError } from './action-error';
import { MemberCard, useNumbers } from './member-parts';
import { holidayTiers } from './member-rules';

export function HolidayCard({ gift, setting, token }: { gift: HolidayGift; setting: VipSetting; token: string }) {
  const { t } = useLingui();
  const n = useNumbers();
  const action = useMutation(drawHoliday);
  const holiday = gift.Holiday;
  if (!holiday) return null;
  const tiers = holidayTiers(setting.Levels)
    .map((l) => l.Name)
    .join(', ');
  const ends = n.date(holiday.EndsAt);
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
