/**
 * <ingame-vip> and the app's VIP page (#/ingame/member/vip, §2, §6, §9): tier and progress, this
 * month's standing, rebate, weekly sign-in, treasure chest, missions, holiday gift, tiers and rules.
 *
 * The VIP setting decides: no programme (−1 gate, 1005 not configured) shows a plain "no VIP
 * programme" state, without toast or error; the other VIP calls are then never made. Anonymous
 * visitors see a sign-in prompt. `device=mobileapp|webapp` draws the app-style variant: one compact
 * column, tiers cut to the player's tier and the next (the rest behind a disclosure), rules folded.
 */
import { useLingui } from '@lingui/react/macro';
import type { VipSetting, VipStatus } from '../../api/contract';
import { useResource } from '../../state/resource';
import { FeatureScope } from '../../ui/feature-scope';
import {
  chestFamily,
  holidayFamily,
  missionsFamily,
  signInFamily,
  vipSettingFamily,
  vipStatusFamily,
} from './member.api';
import { MemberSignIn, useMemberSession, useNamedKey } from './member-parts';
import { Loaded } from '../../ui/loaded';
import { ChestCard } from './chest-card';
import { HolidayCard } from './holiday-card';
import { MissionsCard } from './missions-card';
import { RebateCard } from './rebate-card';
import { SignInCard } from './signin-card';
import { TiersCard } from './tiers-card';
import { VipRulesCard } from './vip-rules-card';
import { VipTierCard } from './vip-tier-card';
import css from './member.css?inline';
import { memberCatalog } from './member.catalog';

export interface VipProps {
  /** `mobileapp` or `webapp`: the app-style variant (default: the page's `device` entry parameter). */
  device?: string;
}

export function NoVipProgramme() {
  const { t } = useLingui();
  return (
    <p className="member-empty member-novip" role="status">
      {t({ id: 'member.vip.none', message: 'This operator has no VIP programme.' })}
    </p>
  );
}

function VipBody({
  token,
  tz,
  appStyle,
  setting,
  status,
}: {
  token: string;
  tz: number;
  appStyle: boolean;
  setting: VipSetting;
  status: VipStatus;
}) {
  const signIn = useResource(signInFamily, token);
  const chest = useResource(chestFamily, token);
  const missions = useResource(missionsFamily, token);
  const holiday = useResource(holidayFamily, useNamedKey(token));
  return (
    <>
      <VipTierCard status={status} setting={setting} tz={tz} />
      <RebateCard status={status} setting={setting} tz={tz} />
      <Loaded resource={signIn} compact>
        {(s) => <SignInCard state={s} token={token} />}
      </Loaded>
      <Loaded resource={chest} compact>
        {(c) => <ChestCard state={c} token={token} />}
      </Loaded>
      <Loaded resource={holiday} compact>
        {(h) => <HolidayCard gift={h} setting={setting} token={token} />}
      </Loaded>
      <Loaded resource={missions} compact>
        {(m) => <MissionsCard missions={m} />}
      </Loaded>
      <TiersCard setting={setting} current={status.Vip} appStyle={appStyle} />
      <VipRulesCard setting={setting} appStyle={appStyle} />
    </>
  );
}

function VipView({ device }: VipProps) {
  const { t } = useLingui();
  const session = useMemberSession(device);
  const setting = useResource(vipSettingFamily, useNamedKey(session.token));
  const status = useResource(vipStatusFamily, session.token);
  const className = session.appStyle ? 'member member--app' : 'member';
  const title = <h1 className="member__title">{t({ id: 'member.vip.page', message: 'VIP' })}</h1>;
  if (!session.token) {
    return (
      <div className={className} part="base">
        {title}
        <MemberSignIn ready={session.ready} />
      </div>
    );
  }
  const token = session.token;
  return (
    <div className={className} part="base" data-variant={session.appStyle ? 'app' : 'browser'}>
      {title}
      <Loaded resource={setting}>
        {(s) =>
          s === null ? (
            <NoVipProgramme />
          ) : (
            <div className="member-grid">
              <Loaded resource={status}>
                {(st) => <VipBody token={token} tz={session.tz} appStyle={session.appStyle} setting={s} status={st} />}
              </Loaded>
            </div>
          )
        }
      </Loaded>
    </div>
  );
}

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function Vip(props: VipProps) {
  return (
    <FeatureScope css={css} catalog={memberCatalog}>
      <VipView {...props} />
    </FeatureScope>
  );
}
