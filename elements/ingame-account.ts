import { Account } from '../src/features/account/account';
import { accountCatalog } from '../src/features/account/account.catalog';
import { declareElement } from './declaration';
import type { ElementDeclaration, ElementOf, EventsOf } from './declaration.js';
import { defineElement } from './runtime';

/**
 * `<ingame-account>` — the player's account and nickname, with nickname creation (§2, §4, §5).
 */
const declaration = declareElement('ingame-account', {
  events: {} as {
    /** A nickname was created; `detail` is `{ nickname }`. */
    'ingame-nickname-created': { nickname: string };
  },
  parts: {} as {
    /** The account chip. */
    base: true;
    /** The nickname. */
    nickname: true;
    /** The account name. */
    account: true;
    /** The "Create nickname" button. */
    create: true;
    /** The nickname dialog. */
    dialog: true;
  },
  cssProperties: {} as {
    /** Avatar background. */
    '--ingame-account-avatar': true;
    /** Button colour. */
    '--ingame-color-accent': true;
  },
}) satisfies ElementDeclaration;

defineElement(declaration, Account, { catalog: accountCatalog });

declare global {
  interface HTMLElementTagNameMap {
    'ingame-account': ElementOf<typeof declaration>;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from the declaration
  interface GlobalEventHandlersEventMap extends EventsOf<typeof declaration> {}
}
