/**
 * `<ingame-fairness>` — the fairness verifier: recompute a provably-fair round (client seed,
 * SHA256 or SHA512) step by step, locally, and check the server seed against its commitment.
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @attr game - Game number whose rounds the player can pick (signed-in players): a whole number of at least 0; any other value warns once and is ignored.
 * @attr round - A round index to load and verify at once (with `game`).
 * @event ingame-verified - A verification ran; `detail` is `{ result, commitmentOk }`.
 * @event ingame-error - A round could not be loaded; `detail` is `{ Code, Message, trace }`.
 * @cssproperty --ingame-fairness-background - Panel background.
 * @cssproperty --ingame-color-accent - Result and button colour.
 * @csspart base - The panel.
 * @csspart picker - The round picker (signed-in players).
 * @csspart form - The inputs.
 * @csspart verify - The verify button.
 * @csspart outcome - Result, commitment check and steps.
 * @csspart commitment - The pass / fail line.
 * @csspart result - The result value.
 * @csspart steps - The list of steps.
 */
import { Fairness, type FairnessProps } from '../src/features/fairness/fairness';
import { fairnessCatalog } from '../src/features/fairness/fairness.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement<FairnessProps>('ingame-fairness', Fairness, {
  catalog: fairnessCatalog,
  props: { game: { type: 'number', min: 0, integer: true }, round: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-fairness': IngameElement & { game?: number; round?: string };
  }
  interface GlobalEventHandlersEventMap {
    /** `commitmentOk` is null when no commitment was given. */
    'ingame-verified': CustomEvent<{ result: number; commitmentOk: boolean | null }>;
  }
}
