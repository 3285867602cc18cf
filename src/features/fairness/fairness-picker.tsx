/**
 * The round picker: one of the signed-in player's fair games, then one of its newest rounds; the
 * round's published seeds go to the screen (`onRound`), which fills the form and verifies. A round
 * named by the element's attributes is loaded the same way. Failures show the compact §8 notice
 * and are emitted as `ingame-error`.
 */
import { useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import type { FairnessRound } from '../../api/contract';
import { useResource } from '../../state/resource';
import { gameSettingsAtom, tokenAtom } from '../../state/session';
import { useElement } from '../../ui/element-context';
import { ErrorNotice } from '../../ui/error-notice';
import { usePlayerTime } from '../../ui/use-player-time';
import { fairRoundFamily, fairRoundsFamily } from './fairness.api';
import { Field } from './fairness-field';
import { FAIR_FAMILIES } from './verify';

export interface RoundPickerProps {
  id: string;
  /** The element's `game` and `round` attributes: preselected, and that round loaded at once. */
  game?: number;
  round?: string;
  onRound(round: FairnessRound): void;
}

export function RoundPicker({ id, game, round, onRound }: RoundPickerProps) {
  const { t } = useLingui();
  const { locale } = useElement();
  // Times only: the player-format hook (ui/use-player-format) would bring the currency rules into this page.
  const format = usePlayerTime();
  const token = useAtomValue(tokenAtom);
  const games = useAtomValue(gameSettingsAtom);
  const fairGames = useMemo(() => games.filter((g) => FAIR_FAMILIES[g.Family]), [games]);
  const [pickGame, setPickGame] = useState<number | null>(game ?? null);
  const [choice, setChoice] = useState<{ game: number; round: string } | null>(null);
  // The attributes name a round: load it (again when they change).
  useEffect(() => {
    if (game != null && round) setChoice({ game, round });
  }, [game, round]);

  const rounds = useResource(fairRoundsFamily, token && pickGame != null ? { token, game: pickGame, locale } : null);
  const steps = useResource(fairRoundFamily, token && choice ? { token, ...choice } : null);
  const list = rounds.status === 'ready' ? rounds.data : rounds.status === 'error' ? [] : null;
  const picked = steps.status === 'ready' ? steps.data : null;
  const loadError = steps.status === 'error' ? steps.error : rounds.status === 'error' ? rounds.error : null;

  useEffect(() => {
    if (picked) onRound(picked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per loaded round, not per parent render
  }, [picked]);

  return (
    <fieldset className="pick" part="picker">
      <legend>{t({ id: 'fairness.pick', message: 'Check one of your rounds' })}</legend>
      <Field id={`${id}-pickgame`} label={t({ id: 'fairness.pickGame', message: 'Game' })}>
        <select
          id={`${id}-pickgame`}
          value={pickGame ?? ''}
          onChange={(e) => setPickGame(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        >
          <option value="">—</option>
          {fairGames.map((g) => (
            <option key={g.No} value={g.No}>
              {g.Name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-round`} label={t({ id: 'fairness.round', message: 'Round' })}>
        <select
          id={`${id}-round`}
          disabled={!list?.length}
          value={picked?.RoundIndex ?? ''}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (pickGame != null && value) setChoice({ game: pickGame, round: value });
          }}
        >
          <option value="">
            {list === null && pickGame != null ? t({ id: 'common.loading', message: 'Loading…' }) : '—'}
          </option>
          {(list ?? []).map((r) => (
            <option key={r.RoundIndex} value={r.RoundIndex}>{`${r.RoundIndex} · ${format.dateTime(r.Date)}`}</option>
          ))}
        </select>
      </Field>
      {loadError ? (
        <ErrorNotice code={loadError.Code} message={loadError.Message} trace={loadError.trace} compact />
      ) : null}
      {picked && !picked.ServerSeed ? (
        <p className="note" role="status">
          {t({
            id: 'fairness.notRevealed',
            message:
              'This round\u2019s server seed is still in use, so it is not revealed yet. Its hash is filled in: come back after the seed is rotated.',
          })}
        </p>
      ) : null}
    </fieldset>
  );
}
