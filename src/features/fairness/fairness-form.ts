/**
 * The verifier form's pure part: the form state, turning it into `verify()` input, and filling
 * it from a platform round (GET /fairness/steps). No React.
 */
import type { FairnessRound } from '../../api/contract';
import type { Risk } from './fairness-games';
import type { HashType } from './fairness-rng';
import type { FairGame, VerifyInput } from './verify';

export interface FormState {
  game: FairGame;
  hash: HashType;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  rows: string;
  risk: Risk;
  mines: string;
  segments: string;
}

export const EMPTY_FORM: FormState = {
  game: 'limbo',
  hash: 'SHA256',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  rows: '8',
  risk: 'low',
  mines: '3',
  segments: '10',
};

/** Which option fields a game shows. */
export function optionFields(game: FairGame): ('rows' | 'risk' | 'mines' | 'segments')[] {
  if (game === 'plinko') return ['rows', 'risk'];
  if (game === 'mines') return ['mines'];
  if (game === 'wheel') return ['segments', 'risk'];
  return [];
}

/** Crash games take a game hash and a salt instead of seeds and a nonce. */
export const usesNonce = (game: FairGame) => game !== 'crash' && game !== 'crash52';

/** Strict integer parsing: "1e3", "1.5", " " and "-0" are not nonces. */
export function parseWhole(text: string): number {
  return /^\d{1,16}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

export function toVerifyInput(form: FormState): VerifyInput {
  const input: VerifyInput = {
    game: form.game,
    hash: form.hash,
    serverSeed: form.serverSeed.trim(),
    clientSeed: form.clientSeed,
    nonce: usesNonce(form.game) ? parseWhole(form.nonce) : 0,
  };
  if (form.serverSeedHash.trim()) input.serverSeedHash = form.serverSeedHash.trim();
  const fields = optionFields(form.game);
  if (fields.includes('rows')) input.rows = parseWhole(form.rows);
  if (fields.includes('risk')) input.risk = form.risk;
  if (fields.includes('mines')) input.mines = parseWhole(form.mines);
  if (fields.includes('segments')) input.segments = parseWhole(form.segments);
  return input;
}

/** Fill the form from a platform round; the seed stays empty while it is not revealed. */
export function formFromRound(round: FairnessRound): FormState {
  const o = round.Options;
  return {
    ...EMPTY_FORM,
    game: round.Game,
    hash: round.Hash,
    serverSeed: round.ServerSeed ?? '',
    serverSeedHash: round.ServerSeedHash,
    clientSeed: round.ClientSeed,
    nonce: String(round.Nonce),
    rows: o.rows != null ? String(o.rows) : EMPTY_FORM.rows,
    risk: (o.risk as Risk) ?? EMPTY_FORM.risk,
    mines: o.mines != null ? String(o.mines) : EMPTY_FORM.mines,
    segments: o.segments != null ? String(o.segments) : EMPTY_FORM.segments,
  };
}
