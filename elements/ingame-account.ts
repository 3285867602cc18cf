/**
 * `<ingame-account>` — the player's account and nickname, with nickname creation (§2, §4, §5).
 *
 * @attr lang - Language of this element; defaults to the page language.
 * @event ingame-nickname-created - A nickname was created; `detail` is `{ nickname }`.
 * @cssproperty --ingame-account-avatar - Avatar background.
 * @cssproperty --ingame-color-accent - Button colour.
 * @csspart base - The account chip.
 * @csspart nickname - The nickname.
 * @csspart account - The account name.
 * @csspart create - The "Create nickname" button.
 * @csspart dialog - The nickname dialog.
 */
import { Account } from '../src/features/account/account';
import { accountCatalog } from '../src/features/account/account.catalog';
import { defineElement } from './runtime';
import type { IngameElement } from './types.js';

defineElement('ingame-account', Account, { catalog: accountCatalog });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-account': IngameElement;
  }
  interface GlobalEventHandlersEventMap {
    'ingame-nickname-created': CustomEvent<{ nickname: string }>;
  }
}
