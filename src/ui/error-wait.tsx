/**
 * A wait that says so (issue 41): the spinner, and once the platform has not answered for
 * WAIT_MS, §8's connection text under it. The request goes on (its own timeout, 60 s by default,
 * still decides whether it failed); the player is told after a wait a person tolerates, not after a
 * minute of spinner. Decision: 15 s — three times what a page takes on a slow 3G network (400 kbps,
 * 400 ms: the first page's data in 4–5 s), well under the 60 s request timeout.
 */
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '../api/contract/common';
import { errorText, useErrorTexts } from './error-text';
import { Spinner, type SpinnerSize } from './spinner';

/** How long a wait shows only the spinner. */
export const WAIT_MS = 15_000;

export function SlowWait({ size }: { size?: SpinnerSize }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  // The texts are asked for only when they are needed (they are usually in by then: the page idled).
  return (
    <>
      <Spinner size={size} />
      {slow ? <SlowText /> : null}
    </>
  );
}

function SlowText() {
  const { i18n } = useLingui();
  if (!useErrorTexts()) return null;
  return (
    <p className="slow-wait" role="status" data-slow-wait="">
      {errorText(i18n, CODES.TIMEOUT)}
    </p>
  );
}
