/** The rewards rules: §3 tiers and fish-card numbers (incl. 192), §6 images, §4 expiry, the badge, gift-code outcomes. */
import { describe, expect, it } from 'vitest';
import { CODES, type ItemCard, type PrizeRecord } from '../../src/api/contract';
import {
  cardImage,
  cardImageFile,
  decodeFishCard,
  eventOutcome,
  expiryOf,
  fishCardGame,
  giftOutcome,
  groupCards,
  liveCards,
  nextExpiryIn,
  retryAfterSeconds,
  sortPrizes,
  unseenCount,
  CLOSES_FORM,
  RETRYABLE,
  type GiftOutcome,
} from '../../src/features/rewards/rewards-rules';
import { cardTexts } from '../../src/features/rewards/rewards-texts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const at = (ms: number) => new Date(NOW + ms).toISOString();
const HOUR = 3600_000;

function card(over: Partial<ItemCard>): ItemCard {
  return {
    Id: 1001,
    CardNo: null,
    Kind: 'frozen',
    Variant: null,
    Name: 'x',
    GameNo: 6,
    GameName: 'Royal Fishing',
    ExpiryDate: at(2 * 24 * HOUR),
    Info: '',
    BetAmount: 0,
    BalanceLimit: 0,
    ...over,
  };
}

describe('§3 fish card numbers', () => {
  it.each([
    ['1006101', { type: 1, gameId: 6, star: 1, tier: '1-Star', serial: 1 }],
    ['1006299', { type: 1, gameId: 6, star: 2, tier: '2-Star', serial: 99 }],
    ['1042307', { type: 1, gameId: 42, star: 3, tier: '3-Star', serial: 7 }],
    ['1119400', { type: 1, gameId: 119, star: 4, tier: 'Premium', serial: 0 }],
    ['1192512', { type: 1, gameId: 192, star: 5, tier: 'Golden', serial: 12 }],
  ])('%s decodes', (no, expected) => expect(decodeFishCard(no)).toEqual(expected));

  it.each([null, undefined, '', '100610', '10061011', '1006001', '1006601', 'a006101', ' 1006101'])(
    '%s is not a fish card number',
    (no) => {
      expect(decodeFishCard(no)).toBeNull();
    },
  );

  it("the game is the number's game id, except 192 (the card's own game)", () => {
    expect(fishCardGame({ CardNo: '1042307', GameNo: 6 })).toBe(42);
    expect(fishCardGame({ CardNo: '1192307', GameNo: 9 })).toBe(9);
    expect(fishCardGame({ CardNo: null, GameNo: 7 })).toBe(7);
  });
});

describe('§3 card names (client catalogue)', () => {
  it.each([
    ['1006101', 'rewards.card.fish.1'],
    ['1006201', 'rewards.card.fish.2'],
    ['1006301', 'rewards.card.fish.3'],
    ['1006401', 'rewards.card.fish.4'],
    ['1006501', 'rewards.card.fish.5'],
  ])('fish card %s is named by its tier', (no, id) => {
    expect(cardTexts({ Kind: 'fish', Variant: null, CardNo: no }).name?.id).toBe(id);
  });
  it('every summon and drill variant, frozen and bonus have a name and an info', () => {
    for (const v of ['yeti', 'rabbit', 'dragonBoat', 'penguin', 'xmas', 'newYear']) {
      const texts = cardTexts({ Kind: 'summon', Variant: v, CardNo: null });
      expect(texts.name?.id).toBe(`rewards.card.summon.${v}`);
      expect(texts.info?.id).toBe(`rewards.info.summon.${v}`);
    }
    for (const v of ['bronze', 'silver', 'gold'])
      expect(cardTexts({ Kind: 'drill', Variant: v, CardNo: null }).name?.id).toBe(`rewards.card.drill.${v}`);
    expect(cardTexts({ Kind: 'frozen', Variant: null, CardNo: null }).info?.message).toMatch(/15 seconds/);
    expect(cardTexts({ Kind: 'bonusPrize', Variant: null, CardNo: null }).info?.message).toMatch(
      /20%.*not stack.*lottery/,
    );
  });
  it("an unknown variant or a bad fish number falls back to the platform's text (null here)", () => {
    expect(cardTexts({ Kind: 'summon', Variant: 'kraken', CardNo: null }).name).toBeNull();
    expect(cardTexts({ Kind: 'fish', Variant: null, CardNo: 'bad' }).name).toBeNull();
  });
  it.each([
    ['rabbit', '750×'],
    ['yeti', '1000×'],
    ['penguin', '1200×'],
    ['dragonBoat', '1200×'],
    ['xmas', '1200×'],
  ])('§9 %s summons up to %s', (v, max) => {
    expect(cardTexts({ Kind: 'summon', Variant: v, CardNo: null }).info?.message).toContain(max);
  });
});

describe('§6 card image by id', () => {
  it.each([
    [691, 'rich'],
    [1002, 'tada'],
    [10000, 'tada'],
    [10001, 'tada'],
    [99999, 'tada'],
    [1001, 'jili'],
    [1003, 'jili'],
    [9999, 'jili'],
    [0, 'jili'],
    [690, 'jili'],
    [692, 'jili'],
  ] as const)('%i → %s', (id, image) => {
    expect(cardImage(id)).toBe(image);
    expect(cardImageFile(id)).toBe(`item-card-${image}.svg`);
  });
});

describe('§4 expiry', () => {
  it.each([
    [-1, { state: 'expired' }],
    [0, { state: 'expired' }],
    [30_000, { state: 'soon', hours: 0, minutes: 1 }],
    [20 * 60_000, { state: 'soon', hours: 0, minutes: 20 }],
    [3 * HOUR, { state: 'soon', hours: 3, minutes: 180 }],
    [24 * HOUR, { state: 'soon', hours: 24, minutes: 1440 }],
    [24 * HOUR + 1, { state: 'later' }],
  ])('%i ms left', (left, expected) => expect(expiryOf(at(left), NOW)).toEqual(expected));

  it('expired cards are dropped and the next expiry is found', () => {
    const cards = [
      card({ Id: 1, ExpiryDate: at(-HOUR) }),
      card({ Id: 2, ExpiryDate: at(HOUR) }),
      card({ Id: 3, ExpiryDate: at(10 * HOUR) }),
    ];
    expect(liveCards(cards, NOW).map((c) => c.Id)).toEqual([2, 3]);
    expect(nextExpiryIn(cards, NOW)).toBe(HOUR);
    expect(liveCards(cards, NOW + HOUR).map((c) => c.Id)).toEqual([3]);
    expect(nextExpiryIn([cards[0]!], NOW)).toBeNull();
  });

  it('groups by kind in a fixed order, soonest first, empty kinds left out', () => {
    const groups = groupCards([
      card({ Id: 1, Kind: 'frozen' }),
      card({ Id: 2, Kind: 'fish', ExpiryDate: at(5 * HOUR) }),
      card({ Id: 3, Kind: 'fish', ExpiryDate: at(HOUR) }),
      card({ Id: 4, Kind: 'summon' }),
    ]);
    expect(groups.map((g) => [g.kind, g.cards.map((c) => c.Id)])).toEqual([
      ['fish', [3, 2]],
      ['summon', [4]],
      ['frozen', [1]],
    ]);
  });
});

describe('prizes and the badge', () => {
  const prize = (Id: number, ago: number, State: PrizeRecord['State']): PrizeRecord => ({
    Id,
    Name: 'x',
    Amount: 1,
    Time: at(-ago),
    State,
    ClaimBy: null,
    Claimable: State === 'pending',
  });
  const list = [
    prize(1, 5 * HOUR, 'claimed'),
    prize(2, HOUR, 'pending'),
    prize(3, 3 * HOUR, 'pending'),
    prize(4, 2 * HOUR, 'expired'),
  ];
  it('newest first', () => expect(sortPrizes(list).map((p) => p.Id)).toEqual([2, 4, 3, 1]));
  it.each([
    [null, 2],
    [undefined, 2],
    ['garbage', 2],
    [String(NOW - 2.5 * HOUR), 2],
    [String(NOW - 1.5 * HOUR), 1],
    [String(NOW), 0],
    [String(NOW - 10 * HOUR), 4],
  ])('last check %s → %i new', (cookie, n) => expect(unseenCount(list, cookie)).toBe(n));
});

describe('gift-code outcomes (§5, §8)', () => {
  it.each([
    [0, 'sent'],
    [CODES.GIFTCODE_EMAIL_CLAIMED, 'emailClaimed'],
    [CODES.GIFTCODE_PLAYER_CLAIMED, 'playerClaimed'],
    [CODES.GIFTCODE_DAILY_LIMIT, 'dailyLimit'],
    [CODES.GIFTCODE_TOO_FREQUENT, 'tooFrequent'],
    [CODES.GIFTCODE_FULLY_CLAIMED, 'fullyClaimed'],
    [CODES.GIFTCODE_EVENT_CONCLUDED, 'concluded'],
    [CODES.GIFTCODE_EMAIL_INVALID, 'badEmail'],
    [CODES.GIFTCODE_NOT_STARTED, 'comingSoon'],
    [CODES.NETWORK, 'network'],
    [CODES.TIMEOUT, 'timeout'],
    [CODES.INTERNAL, 'error'],
    [CODES.MALFORMED_RESPONSE, 'error'],
    [1001, 'error'],
  ])('code %i → %s', (code, outcome) => expect(giftOutcome(code)).toBe(outcome));

  it('every outcome either closes the form or lets the player retry, never both', () => {
    const all: GiftOutcome[] = [
      'sent',
      'emailClaimed',
      'playerClaimed',
      'dailyLimit',
      'tooFrequent',
      'fullyClaimed',
      'concluded',
      'comingSoon',
      'badEmail',
      'network',
      'timeout',
      'error',
    ];
    for (const o of all) expect(CLOSES_FORM.has(o) !== RETRYABLE.has(o), o).toBe(true);
  });

  it.each([
    [{ RetryAfter: 12 }, 12],
    [{ RetryAfter: 2.2 }, 3],
    [{ RetryAfter: 0 }, 30],
    [{ RetryAfter: '5' }, 30],
    [null, 30],
    [undefined, 30],
  ])('retry after %j → %i s', (data, s) => {
    expect(retryAfterSeconds(data, 30)).toBe(s);
  });

  it.each([
    [{ State: 'comingSoon', Remaining: 5 }, 'comingSoon'],
    [{ State: 'concluded', Remaining: 5 }, 'concluded'],
    [{ State: 'running', Remaining: 0 }, 'fullyClaimed'],
    [{ State: 'running', Remaining: 1 }, null],
  ])('event %j → %s', (event, outcome) => expect(eventOutcome(event)).toBe(outcome));
});
