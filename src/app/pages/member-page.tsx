/** /ingame/member (VIP summary and LV) and /ingame/member/vip (the VIP page): the member feature, lazily. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/spinner';
import { ROUTES } from '../app-routes';

const MemberHome = lazy(() => import('../../features/member/member-home').then((m) => ({ default: m.MemberHome })));
const Vip = lazy(() => import('../../features/member/vip').then((m) => ({ default: m.Vip })));

export function MemberPage() {
  return (
    <section className="page page--member">
      <Suspense fallback={<Spinner />}>
        <MemberHome vipHref={`#${ROUTES.memberVip}`} />
      </Suspense>
    </section>
  );
}

export function VipPage() {
  return (
    <section className="page page--vip">
      <Suspense fallback={<Spinner />}>
        <Vip />
      </Suspense>
    </section>
  );
}
