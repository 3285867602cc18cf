/** /repair: whether the operator is under maintenance (§2). */
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import type { RepairInfo } from '../../api/contract';
import { apiIdAtom, localeAtom } from '../../state/session';
import { API_LANG } from '../../i18n/locales';
import { ErrorNotice } from '../../ui/error-notice';
import { Spinner } from '../../ui/spinner';
import { fetchRepair } from './repair.api';

export function RepairPage() {
  const { t } = useLingui();
  const apiId = useAtomValue(apiIdAtom);
  const langId = API_LANG[useAtomValue(localeAtom)];
  const [info, setInfo] = useState<RepairInfo | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (apiId > 0) fetchRepair(apiId, langId).then(setInfo, () => setFailed(true));
  }, [apiId, langId]);
  return (
    <section className="page page--repair" aria-labelledby="page-title">
      <h1 id="page-title">{t({ id: 'app.repair', message: 'Maintenance' })}</h1>
      {failed ? (
        <ErrorNotice />
      ) : info === null ? (
        <Spinner />
      ) : (
        <p role="status">
          {info.IsRepairing
            ? info.Message || t({ id: 'error.maintenance', message: 'Feature under maintenance.' })
            : t({ id: 'app.repair.none', message: 'No maintenance is scheduled.' })}
        </p>
      )}
    </section>
  );
}
