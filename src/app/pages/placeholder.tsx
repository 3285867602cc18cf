/** A page that is not built yet says so plainly (kept for routes an operator links to early). */
import { useLingui } from '@lingui/react/macro';

export function Placeholder({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <section className="page page--placeholder" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{t({ id: 'app.notBuilt', message: 'This page is not available in this version yet.' })}</p>
    </section>
  );
}
