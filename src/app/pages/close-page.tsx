/** /close: leaves the web view at once (the app's close action, the host's, or the window's). */
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useElement } from '../../ui/element-context';
import { closeWebView } from '../app-behaviour';
import { useFlags } from '../use-flags';

export function ClosePage() {
  const { t } = useLingui();
  const flags = useFlags();
  const { emit } = useElement();
  useEffect(() => {
    emit('ingame-close', { reason: 'close-route' });
    closeWebView(flags);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t({ id: 'app.close', message: 'You can close this page now.' })}</h1>
    </section>
  );
}
