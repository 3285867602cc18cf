import { Fairness } from '../src/features/fairness/fairness';
import { fairnessCatalog } from '../src/features/fairness/fairness.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, EventsOf, IngameErrorDetail } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-fairness>` — the fairness verifier: recompute a provably-fair round (client seed,
 * SHA256 or SHA512) step by step, locally, and check the server seed against its commitment.
 */
const declaration = declareElement('ingame-fairness', {
  attributes: {
    /** Game number whose rounds the player can pick (signed-in players). */
    game: { type: 'number', min: 0, integer: true },
    /** A round index to load and verify at once (with `game`). */
    round: { type: 'string' },
  },
  events: {} as {
    /** A verification ran; `detail` is `{ result, commitmentOk }`. */
    'ingame-verified': { result: number; commitmentOk: boolean | null };
    /** A round could not be loaded; `detail` is `{ Code, Message, trace }`. */
    'ingame-error': IngameErrorDetail;
  },
  parts: {} as {
    /** The panel. */
    base: true;
    /** The round picker (signed-in players). */
    picker: true;
    /** The inputs. */
    form: true;
    /** The verify button. */
    verify: true;
    /** Result, commitment check and steps. */
    outcome: true;
    /** The pass / fail line. */
    commitment: true;
    /** The result value. */
    result: true;
    /** The list of steps. */
    steps: true;
  },
  cssProperties: {} as {
    /** Panel background. */
    '--ingame-fairness-background': true;
    /** Result and button colour. */
    '--ingame-color-accent': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, Fairness, {
  catalog: fairnessCatalog,
});

declare global {
  interface HTMLElementTagNameMap {
    'ingame-fairness': ElementOf<typeof declaration>;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the declaration
  interface GlobalEventHandlersEventMap extends EventsOf<typeof declaration> {}
}
