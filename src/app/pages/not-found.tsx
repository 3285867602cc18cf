/** Page Not Found (§2, §8). */
import { useLingui } from '@lingui/react/macro';

export function NotFound() {
  const { t } = useLingui();
  return (
    <section className="page page--notfound" aria-labelledby="page-title">
      <h1 id="page-title">{t({ id: 'app.notFound', message: 'Page Not Found' })}</h1>
    </section>
  );
}
