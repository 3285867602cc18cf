/** /ingame/member (VIP summary and LV) and /ingame/member/vip (the VIP page): the member feature, lazily. */
import { lazy, Suspense } from 'react';
import { ErrorGroup } from '../../ui/error-group';
import { Spinner } from '../../ui/spinner';
import { ROUTES } from '../app-routes';

const MemberHome = lazy(() => import('../../features/member/member-home').then((m) => ({ default: m.MemberHome })));
const Vip = lazy(() => import('../../features/member/vip').then((m) => ({ default: m.Vip })));

// One error box per page, with one Retry, when its parts fail together (ui/error-group).
export function MemberPage() {
  return (
    <section className="page page--member">
      <ErrorGroup>
        <Suspense fallback={<Spinner />}>
          <MemberHome vipHref={`#${ROUTES.memberVip}`} />
        </Suspense>
      </ErrorGroup>
    </section>
  );
}

export function VipPage() {
  return (
    <section className="page page--vip">
      <ErrorGroup>
        <Suspense fallback={<Spinner />}>
          <Vip />
        </Suspense>
      </ErrorGroup>
    </section>
  );
}
