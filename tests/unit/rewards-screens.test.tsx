// @vitest-environment happy-dom
/**
 * The rewards screens against a stubbed platform: the gift-code form (every outcome in words, the
 * typed e-mail kept, the "too frequent" countdown, inline validation), the backpack (groups, tier
 * names, expiry, the gate) and the rewards list (states, claim, the last-check cookie).
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import { CODES, type GiftCodeEvent, type ItemCard, type PrizeRecord } from '../../src/api/contract';
import { Backpack } from '../../src/features/rewards/backpack';
import { GiftCode } from '../../src/features/rewards/gift-code';
import { Prize } from '../../src/features/rewards/prize';
import { lastPrizeCheckAtom } from '../../src/features/rewards/rewards.api';
import { sessionReadyAtom, tokenAtom, userApiInfoAtom } from '../../src/state/session';
import { render, screenOf, until } from './render';
import { testToken } from '../helpers/jwt';

const TOKEN = testToken({ APIID: 3, AID: 7, A: 'tada_3_007', WebId: 'tada' });
const STAR = testToken({ APIID: 202, AID: 8, A: 'star_202_008', WebId: 'jilistar' });
const HOUR = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

const EVENT: GiftCodeEvent = {
  EventId: 1,
  Name: 'Welcome gift code',
  State: 'running',
  StartTime: iso(-24 * HOUR),
  EndTime: iso(240 * HOUR),
  Remaining: 10,
  Total: 50,
  DailyLimit: 7,
  TemplateId: 'tpl',
  AwsConfigSetName: 'mail',
};

type Answer = { Code: number; Data: unknown; Message?: string };
let event: GiftCodeEvent;
let sendAnswers: (Answer | 'network')[];
let sent: unknown[];
let cards: ItemCard[];
let prizes: PrizeRecord[];
function platform(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const json = (body: Answer) =>
    Promise.resolve(new Response(JSON.stringify({ Message: '', ...body }), { headers: { 'x-trace': 'tr-1' } }));
  if (url.pathname.startsWith('/api/giftcode/get/')) return json({ Code: 0, Data: event });
  if (url.pathname.startsWith('/api/giftcode/send-email/')) {
    sent.push(JSON.parse(String(init?.body ?? (input as Request).body ?? 'null')));
    const next = sendAnswers.shift() ?? { Code: 0, Data: { Sent: true } };
    if (next === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    return json(next);
  }
  if (url.pathname.startsWith('/api/backpack/')) return json({ Code: 0, Data: cards });
  if (url.pathname.startsWith('/api/prize/claim/')) {
    const id = Number(url.pathname.split('/').pop());
    const p = prizes.find((x) => x.Id === id)!;
    return json({ Code: 0, Data: { ...p, State: 'claimed', Claimable: false, ClaimBy: null } });
  }
  if (url.pathname.startsWith('/api/prize/')) return json({ Code: 0, Data: prizes });
  return json({ Code: 1004, Data: null });
}

function store(token: string | null = TOKEN) {
  const s = createStore();
  s.set(sessionReadyAtom, true);
  if (token) s.set(tokenAtom, token);
  s.set(userApiInfoAtom, { Timezone: 480 } as never);
  return s;
}
function card(over: Partial<ItemCard>): ItemCard {
  return {
    Id: 500,
    CardNo: null,
    Kind: 'frozen',
    Variant: null,
    Name: 'Frozen Card',
    GameNo: 6,
    GameName: 'Royal Fishing',
    ExpiryDate: iso(72 * HOUR),
    Info: 'x',
    BetAmount: 1000,
    BalanceLimit: 100000,
    ...over,
  };
}

beforeEach(() => {
  event = { ...EVENT };
  sendAnswers = [];
  sent = [];
  cards = [];
  prizes = [];
  installClientHooks({ baseUrl: () => 'https://platform.test/api', token: () => TOKEN, timeoutMs: () => 5000 });
  vi.stubGlobal('fetch', vi.fn(platform));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submit = (root: HTMLElement) =>
  act(async () => (root.querySelector('button[type="submit"]') as HTMLButtonElement).click());
const outcome = (root: HTMLElement) => root.querySelector('[part="outcome"]');

describe('<ingame-gift-code>', () => {
  it('shows the event, its codes left and its rules', async () => {
    const view = await render(<GiftCode eventId="1" />, { store: store(null) });
    const root = await until(() => view.container.querySelector('[part="giftcode-form"]') && view.container);
    expect(root.querySelector('h2')!.textContent).toBe('Welcome gift code');
    expect(root.textContent).toContain('10 of 50 codes left');
    expect(root.textContent).toContain('At most 7 codes are sent each day.');
    expect(root.textContent).toContain('Each e-mail address can claim one gift code.');
    expect(root.textContent).toContain('Each player can receive one gift code per event.');
  });

  it('validates the e-mail inline and sends nothing until it is valid', async () => {
    const view = await render(<GiftCode eventId="1" />, { store: store() });
    const input = await until(() => view.container.querySelector<HTMLInputElement>('input[type="email"]'));
    await submit(view.container);
    expect(screenOf(view).getByRole('alert').textContent).toBe('Please enter your e-mail address.');
    await type(input, 'not-an-email');
    await submit(view.container);
    expect(screenOf(view).getByRole('alert').textContent).toBe('The format is incorrect, please re-enter.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it.each([
    [{ Code: 0, Data: { Sent: true } }, 'sent', /check your inbox/],
    [{ Code: CODES.GIFTCODE_EMAIL_CLAIMED, Data: null }, 'emailClaimed', /e-mail address has already claimed/],
    [{ Code: CODES.GIFTCODE_PLAYER_CLAIMED, Data: null }, 'playerClaimed', /already received a gift code/],
    [{ Code: CODES.GIFTCODE_DAILY_LIMIT, Data: null }, 'dailyLimit', /try again tomorrow/],
    [
      { Code: CODES.GIFTCODE_FULLY_CLAIMED, Data: null },
      'fullyClaimed',
      /^We apologize, but all available Gift codes for this event have already been fully claimed\.$/,
    ],
    [{ Code: CODES.GIFTCODE_EVENT_CONCLUDED, Data: null }, 'concluded', /^The event has already concluded\.$/],
    [{ Code: CODES.GIFTCODE_NOT_STARTED, Data: null }, 'comingSoon', /not started yet/],
    [{ Code: CODES.GIFTCODE_EMAIL_INVALID, Data: null }, 'badEmail', /format is incorrect/],
    ['network' as const, 'network', /network is unavailable/],
    [{ Code: CODES.INTERNAL, Data: null }, 'error', /could not be sent/],
  ])('answer %j → %s, and the typed e-mail stays', async (answer, name, text) => {
    sendAnswers = [answer];
    const view = await render(<GiftCode eventId="1" />, { store: store() });
    const input = await until(() => view.container.querySelector<HTMLInputElement>('input[type="email"]'));
    await type(input, 'Player@Example.com');
    await submit(view.container);
    const shown = await until(() => outcome(view.container));
    expect(shown.getAttribute('data-outcome')).toBe(name);
    expect(shown.querySelector('p')!.textContent).toMatch(text);
    expect(input.value).toBe('Player@Example.com');
    expect(sent[0]).toEqual({ Email: 'Player@Example.com', TemplateId: 'tpl', AwsConfigSetName: 'mail' });
    expect(view.events.at(-1)).toMatchObject({ name: 'ingame-gift-code', detail: { eventId: 1, outcome: name } });
  });

  it('"too frequent" counts down to the next allowed try, then allows it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sendAnswers = [
      {
        Code: CODES.GIFTCODE_TOO_FREQUENT,
        Data: { RetryAfter: 3 },
        Message: 'The operation is too frequent, please try again later',
      },
    ];
    const view = await render(<GiftCode eventId="1" />, { store: store() });
    const input = await until(() => view.container.querySelector<HTMLInputElement>('input[type="email"]'));
    await type(input, 'quick@example.com');
    await submit(view.container);
    const shown = await until(() => outcome(view.container));
    expect(shown.textContent).toContain('The operation is too frequent, please try again later');
    expect(shown.textContent).toMatch(/send again in [23] seconds/);
    const button = view.container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(3500));
    expect(button.disabled).toBe(false);
    expect(input.value).toBe('quick@example.com');
  });

  it.each([
    [{ State: 'comingSoon' as const, StartTime: iso(48 * HOUR) }, 'comingSoon', 'Coming soon'],
    [{ State: 'concluded' as const }, 'concluded', 'Concluded'],
    [{ Remaining: 0 }, 'fullyClaimed', 'In progress'],
  ])('an event that cannot be claimed (%j) says so and disables the form', async (over, name, state) => {
    event = { ...EVENT, ...over };
    const view = await render(<GiftCode eventId="1" />, { store: store() });
    const shown = await until(() => outcome(view.container));
    expect(shown.getAttribute('data-outcome')).toBe(name);
    expect(view.container.querySelector('.giftcode__state')!.textContent).toBe(state);
    expect((view.container.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the typed e-mail when the element is shown again', async () => {
    const s = store();
    const first = await render(<GiftCode eventId="1" />, { store: s });
    await type(
      await until(() => first.container.querySelector<HTMLInputElement>('input[type="email"]')),
      'kept@example.com',
    );
    first.unmount();
    const again = await render(<GiftCode eventId="1" />, { store: s });
    expect((await until(() => again.container.querySelector<HTMLInputElement>('input[type="email"]'))).value).toBe(
      'kept@example.com',
    );
  });

  it('a missing event says it does not exist', async () => {
    const view = await render(<GiftCode eventId="abc" />, { store: store() });
    expect(view.container.textContent).toBe('This gift-code event does not exist.');
  });
});

describe('<ingame-backpack>', () => {
  it('groups cards by kind with tier names, facts and expiry; expired cards are gone', async () => {
    cards = [
      card({ Id: 1001, Kind: 'fish', CardNo: '1006401', Name: 'server name', ExpiryDate: iso(3 * HOUR + 60_000) }),
      card({ Id: 691, Kind: 'fish', CardNo: '1192501', GameName: 'Bombing Fishing', GameNo: 9 }),
      card({ Id: 700, Kind: 'summon', Variant: 'rabbit' }),
      card({ Id: 10500, Kind: 'bonusPrize' }),
      card({ Id: 500, Kind: 'frozen', ExpiryDate: iso(-HOUR) }),
    ];
    const view = await render(<Backpack />, { store: store() });
    const list = await until(() =>
      view.container.querySelectorAll('[part="item-card"]').length
        ? view.container.querySelectorAll('[part="item-card"]')
        : null,
    );
    expect(list).toHaveLength(4);
    expect(
      [...view.container.querySelectorAll('.backpack__kind')].map((h) => h.firstChild!.textContent!.trim()),
    ).toEqual(['Fish cards', 'Summon cards', 'Bonus prize cards']);
    const names = [...list].map((c) => c.querySelector('.item-card__name')!.textContent);
    expect(names).toEqual([
      'Royal Fishing Premium',
      'Bombing Fishing Golden',
      'Rabbit Summon Card',
      'Bonus Prize Card',
    ]);
    expect(list[0]!.querySelector('[part="expiry"]')!.textContent).toMatch(/expires in 3 h/);
    expect(list[1]!.querySelector('[part="expiry"]')!.textContent).not.toMatch(/expires in/);
    expect(list[2]!.textContent).toContain('worth up to 750×');
    expect(list[3]!.textContent).toMatch(/does not stack.*lottery/);
    expect(list[0]!.querySelector('img')!.getAttribute('src')).toMatch(/item-card-jili\.svg$/);
    expect(list[1]!.querySelector('img')!.getAttribute('src')).toMatch(/item-card-rich\.svg$/);
    expect(list[3]!.querySelector('img')!.getAttribute('src')).toMatch(/item-card-tada\.svg$/);
  });

  it('a card that expires while the page is open disappears', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    cards = [card({ Id: 1, Kind: 'frozen', ExpiryDate: iso(2000) }), card({ Id: 2, Kind: 'drill', Variant: 'gold' })];
    const view = await render(<Backpack />, { store: store() });
    await until(() => view.container.querySelectorAll('[part="item-card"]').length === 2);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(view.container.querySelectorAll('[part="item-card"]')).toHaveLength(1);
    expect(view.container.querySelector('.item-card__name')!.textContent).toBe('Gold Drill Card');
  });

  it('empty, signed out, and the JILI Star gate (no request, no crash)', async () => {
    const empty = await render(<Backpack />, { store: store() });
    expect((await until(() => empty.container.querySelector('.rewards__empty'))).textContent).toMatch(
      /backpack is empty/,
    );
    const out = await render(<Backpack />, { store: store(null) });
    expect(out.container.querySelector('.rewards__empty')!.textContent).toMatch(/Sign in/);
    (fetch as ReturnType<typeof vi.fn>).mockClear();
    const star = await render(<Backpack />, { store: store(STAR) });
    expect((await until(() => star.container.querySelector('.backpack__gated'))).textContent).toMatch(/no backpack/);
    expect(
      (fetch as ReturnType<typeof vi.fn>).mock.calls.filter(([u]) => String(u).includes('/backpack/')),
    ).toHaveLength(0);
  });
});

describe('<ingame-prize>', () => {
  it('lists rewards newest first with their state, claims one, and records the last check', async () => {
    prizes = [
      { Id: 1, Name: 'Old', Amount: 1000, Time: iso(-48 * HOUR), State: 'claimed', ClaimBy: null, Claimable: false },
      {
        Id: 2,
        Name: 'New',
        Amount: 5000,
        Time: iso(-HOUR),
        State: 'pending',
        ClaimBy: iso(24 * HOUR),
        Claimable: true,
      },
      { Id: 3, Name: 'Gone', Amount: 2000, Time: iso(-24 * HOUR), State: 'expired', ClaimBy: null, Claimable: false },
    ];
    const s = store();
    const view = await render(<Prize />, { store: s });
    const rows = await until(() =>
      view.container.querySelectorAll('[part="reward"]').length
        ? view.container.querySelectorAll('[part="reward"]')
        : null,
    );
    expect([...rows].map((r) => r.getAttribute('data-state'))).toEqual(['pending', 'expired', 'claimed']);
    expect(rows[0]!.textContent).toMatch(/New.*Claim by \d{4}\/\d{2}\/\d{2}/);
    expect(Number(s.get(lastPrizeCheckAtom))).toBeGreaterThan(Date.now() - 5000);
    expect(view.events.some((e) => e.name === 'ingame-prize-seen')).toBe(true);
    await act(async () =>
      screenOf(view)
        .getByRole('button', { name: /^Claim$/ })
        .click(),
    );
    await until(() => view.container.querySelector('[part="reward"]')!.getAttribute('data-state') === 'claimed');
    expect(screenOf(view).queryByRole('button', { name: /^Claim$/ })).toBeNull();
    expect(view.events.at(-1)).toMatchObject({ name: 'ingame-prize-claim', detail: { id: 2 } });
  });
  it('says when there is nothing yet', async () => {
    const view = await render(<Prize />, { store: store() });
    expect((await until(() => view.container.querySelector('.rewards__empty'))).textContent).toMatch(/No rewards yet/);
  });
});
