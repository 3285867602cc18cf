/** Box detail: the boxes on offer with their prizes; the opened one is marked. */
import { useLingui } from '@lingui/react/macro';
import type { BoxDetail } from '../../../api/contract';
import type { Settled } from '../history.api';
import { usePlayerFormat } from '../../../ui/use-player-format';
import { parseBoxes } from './box';
import { Incomplete } from './notes';

export function BoxView({ boxes }: { boxes: Settled<BoxDetail> }) {
  const { t } = useLingui();
  const f = usePlayerFormat();
  if (!boxes.ok) return <Incomplete />;
  const { value, incomplete } = parseBoxes(boxes.data);
  return (
    <section className="boxes">
      <h4>{t({ id: 'history.box.title', message: 'Boxes' })}</h4>
      {incomplete ? <Incomplete /> : null}
      <ol className="boxes__list">
        {value.map((b) => (
          <li
            key={b.index}
            className={b.opened ? 'box box--opened' : 'box'}
            aria-current={b.opened ? 'true' : undefined}
          >
            {f.money(b.prize)}
            {b.opened ? <span className="box__tag">{t({ id: 'history.box.opened', message: 'Opened' })}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
