/**
 * The app's member page (#/ingame/member, §2): the VIP summary (tier and progress, with a link to
 * the VIP page), then the LV screen. The player's items (backpack) belong to the rewards feature.
 */
import { useLingui } from '@lingui/react/macro';
import { useResource } from '../../state/resource';
import { FeatureScope } from '../../ui/feature-scope';
import { vipSettingFamily, vipStatusFamily } from './member.api';
import { LevelContent } from './level';
import { MemberSignIn, useMemberSession, useNamedKey } from './member-parts';
import { Loaded } from '../../ui/loaded';
import { NoVipProgramme } from './vip';
import { VipTierCard } from './vip-tier-card';
import css from './member.css?inline';
import { memberCatalog } from './member.catalog';

export interface MemberHomeProps {
  /** The VIP page's address (an app route). */
  vipHref: string;
}

function MemberHomeView({ vipHref }: MemberHomeProps) {
  const { t } = useLingui();
  const session = useMemberSession();
  const setting = useResource(vipSettingFamily, useNamedKey(session.token));
  const status = useResource(vipStatusFamily, session.token);
  const className = session.appStyle ? 'member member--app' : 'member';
  const title = <h1 className="member__title">{t({ id: 'member.home.title', message: 'Members' })}</h1>;
  if (!session.token)
    return (
      <div className={className} part="base">
        {title}
        <MemberSignIn ready={session.ready} />
      </div>
    );
  return (
    <div className={className} part="base">
      {title}
      <div className="member-grid">
        <Loaded resource={setting}>
          {(s) =>
            s === null ? (
              <NoVipProgramme />
            ) : (
              <Loaded resource={status}>
                {(st) => <VipTierCard status={st} setting={s} tz={session.tz} detailsHref={vipHref} />}
              </Loaded>
            )
          }
        </Loaded>
        <LevelContent token={session.token} appStyle={session.appStyle} />
      </div>
    </div>
  );
}

export function MemberHome(props: MemberHomeProps) {
  return (
    <FeatureScope css={css} catalog={memberCatalog}>
      <MemberHomeView {...props} />
    </FeatureScope>
  );
}
