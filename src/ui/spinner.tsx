/**
 * §2 spinner: sizes sm–2xl, default 50 px. A section's wait (the default size) says so when it
 * lasts (issue 41): after WAIT_MS, §8's connection text under the spinner, while the request goes
 * on (its own timeout, 60 s by default, still decides whether it failed). Decision: 15 s — three
 * times what a page takes on a slow 3G network (400 kbps, 400 ms: the first page's data in 4–5 s),
 * well under the 60 s request timeout. A sized spinner (in a button, a row) stays a spinner.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStyles } from './styles';
import css from './spinner.css?inline';

export type SpinnerSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';
export const SPINNER_PX: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 32, xl: 40, '2xl': 64 };

/** How long a section's wait shows only the spinner. */
export const WAIT_MS = 15_000;

const SlowText = lazy(() => import('./slow-text').then((m) => ({ default: m.SlowText })));

export function Spinner({ size }: { size?: SpinnerSize }) {
  const { t } = useLingui();
  useStyles(css);
  const px = size ? SPINNER_PX[size] : 50;
  const slow = useLasted(size === undefined ? WAIT_MS : null);
  return (
    <>
      <span className="spinner" role="status" style={{ width: px, height: px }}>
        <span className="visually-hidden">{t({ id: 'common.loading', message: 'Loading…' })}</span>
      </span>
      {slow ? (
        <Suspense fallback={null}>
          <SlowText />
        </Suspense>
      ) : null}
    </>
  );
}

/** Whether `ms` have passed since the first render (never, with null). */
function useLasted(ms: number | null): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (ms === null) return;
    const timer = setTimeout(() => setLasted(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return lasted;
}
