/** /error?m=…&trace=…&redirect=… (§2, §8): the error widget, and a safe way back. */
import { useLingui } from '@lingui/react/macro';
import { ErrorNotice } from '../../ui/error-notice';
import { safeRedirect } from '../app-routes';
import { hashHref, useHashSearch } from '../hash-location';
import { RetryText } from '../../ui/retry-text';

export function ErrorPage() {
  const { t } = useLingui();
  const search = useHashSearch();
  const code = Number(search.get('m'));
  const back = safeRedirect(search.get('redirect'));
  return (
    <section className="page page--error" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {t({ id: 'app.error.title', message: 'Error' })}
      </h1>
      <ErrorNotice
        code={Number.isFinite(code) && search.has('m') ? code : null}
        message={t({ id: 'app.error.lobby', message: 'Please return to the Game Lobby' })}
        trace={search.get('trace')}
      />
      {back ? (
        <a className="button" href={hashHref(back)}>
          <RetryText />
        </a>
      ) : null}
    </section>
  );
}
