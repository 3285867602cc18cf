/**
 * Rewards on the platform: prizes and claiming, the backpack (every §3 kind and tier, expiry, the
 * JILI Star gate, texts per language), and every gift-code rule of §5/§8 — in one transaction,
 * under concurrency, with the per-address and per-player rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODES,
  DRILL_VARIANTS,
  GIFTCODE_RESEND_SECONDS,
  SUMMON_VARIANTS,
  type ItemCard,
  type PrizeRecord,
} from '../../src/api/contract';
import { toSeedClock } from '../../platform/server/demo-clock';
import { codeForUniqueViolation } from '../../platform/server/handlers/giftcode';
import type { RunningServer } from '../../platform/server/server';
import { startTestPlatform, type DemoPlayer, type TestClient } from './helpers';

let server: RunningServer;
let api: TestClient;
let players: DemoPlayer[];

beforeAll(async () => ({ server, api, players } = await startTestPlatform()));
afterAll(() => server?.close());

/** The first seeded player of an operator (who holds every card kind and a reward in every state). */
async function firstOf(apiId: number) {
  const player = players.find((p) => p.apiId === apiId)!;
  return { player, token: await api.login(await api.freshGameToken(player.account)) };
}

describe('prizes', () => {
  it("lists the first player's rewards in every state, newest first", async () => {
    const { token } = await firstOf(110);
    const prizes: PrizeRecord[] = (await api.get('/api/prize/en-US', token)).json!.Data;
    expect(new Set(prizes.map((p) => p.State))).toEqual(new Set(['pending', 'claimed', 'expired']));
    const times = prizes.map((p) => Date.parse(p.Time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const p of prizes) expect(p.Claimable).toBe(p.State === 'pending');
    // A pending reward whose deadline passed is reported expired, without a deadline.
    expect(prizes.filter((p) => p.State === 'expired')).toHaveLength(2);
    expect(prizes.filter((p) => p.State !== 'pending').every((p) => p.ClaimBy === null)).toBe(true);
    expect(
      prizes.some((p) => p.State === 'pending' && p.ClaimBy && Date.parse(p.ClaimBy) - Date.now() < 3 * 3600_000),
    ).toBe(true);
  });

  it('a pending reward is claimed once; claimed, expired and foreign ones are refused', async () => {
    const { token } = await firstOf(20000);
    const prizes: PrizeRecord[] = (await api.get('/api/prize/en-US', token)).json!.Data;
    const pending = prizes.find((p) => p.Claimable)!;
    const claim = (id: number, t = token) => api.request('POST', `/api/prize/claim/${id}?LangId=en-US`, { token: t });
    expect((await claim(pending.Id)).json).toMatchObject({
      Code: 0,
      Data: { Id: pending.Id, State: 'claimed', Claimable: false },
    });
    expect((await claim(pending.Id)).json!.Code).toBe(CODES.PRIZE_ALREADY_CLAIMED);
    expect((await claim(prizes.find((p) => p.State === 'expired')!.Id)).json!.Code).toBe(CODES.PRIZE_EXPIRED);
    const other = await firstOf(20001);
    const theirs: PrizeRecord[] = (await api.get('/api/prize/en-US', other.token)).json!.Data;
    expect((await claim(theirs[0]!.Id)).json!.Code).toBe(CODES.NOT_FOUND);
    const after: PrizeRecord[] = (await api.get('/api/prize/en-US', token)).json!.Data;
    expect(after.find((p) => p.Id === pending.Id)!.State).toBe('claimed');
  });

  it('two claims at once: exactly one wins', async () => {
    const { token } = await firstOf(3);
    const prizes: PrizeRecord[] = (await api.get('/api/prize/en-US', token)).json!.Data;
    const pending = prizes.filter((p) => p.Claimable).at(-1)!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.request('POST', `/api/prize/claim/${pending.Id}?LangId=en-US`, { token })),
    );
    expect(answers.map((a) => a.json!.Code).sort()).toEqual([
      0,
      CODES.PRIZE_ALREADY_CLAIMED,
      CODES.PRIZE_ALREADY_CLAIMED,
      CODES.PRIZE_ALREADY_CLAIMED,
      CODES.PRIZE_ALREADY_CLAIMED,
    ]);
  });

  it("names rewards in the player's language", async () => {
    const { token } = await firstOf(110);
    const en: PrizeRecord[] = (await api.get('/api/prize/en-US', token)).json!.Data;
    const th: PrizeRecord[] = (await api.get('/api/prize/th-TH', token)).json!.Data;
    expect(en[0]!.Name).toBe('Daily sign-in reward');
    expect(th[0]!.Name).not.toBe(en[0]!.Name);
    expect(th[0]!.Name).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('backpack', () => {
  it('the first player of each open brand holds one card of every kind, variant and tier', async () => {
    for (const apiId of [3, 20000, 20001, 110]) {
      const { token } = await firstOf(apiId);
      const cards: ItemCard[] = (await api.get('/api/backpack/en-US', token)).json!.Data;
      const fishTiers = cards
        .filter((c) => c.Kind === 'fish')
        .map((c) => c.CardNo![4])
        .sort();
      expect(fishTiers, `api ${apiId}`).toEqual(['1', '2', '3', '4', '5']);
      expect(
        cards
          .filter((c) => c.Kind === 'summon')
          .map((c) => c.Variant)
          .sort(),
      ).toEqual([...SUMMON_VARIANTS].sort());
      expect(
        cards
          .filter((c) => c.Kind === 'drill')
          .map((c) => c.Variant)
          .sort(),
      ).toEqual([...DRILL_VARIANTS].sort());
      expect(cards.filter((c) => c.Kind === 'frozen')).toHaveLength(1);
      expect(cards.filter((c) => c.Kind === 'bonusPrize')).toHaveLength(1);
    }
  });

  it('shows no expired card, and some expire within the hour', async () => {
    const { token } = await firstOf(3);
    const cards: ItemCard[] = (await api.get('/api/backpack/en-US', token)).json!.Data;
    const now = Date.now();
    for (const c of cards) expect(Date.parse(c.ExpiryDate)).toBeGreaterThan(now);
    expect(cards.filter((c) => Date.parse(c.ExpiryDate) - now < 3600_000).length).toBeGreaterThanOrEqual(2);
    const [seeded] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM item_cards i JOIN players p ON p.id = i.player_id WHERE p.account = $1',
      [players.find((p) => p.apiId === 3)!.account],
    );
    expect(seeded!.n).toBeGreaterThan(cards.length);
  });

  it("fish card numbers are 7 digits and Bombing Fishing's cards carry 192", async () => {
    const rows = await server.db.query<{ card_no: string; game_no: number }>(
      "SELECT card_no, game_no FROM item_cards WHERE kind = 'fish'",
    );
    for (const r of rows) expect(r.card_no).toMatch(/^1\d{6}$/);
    const bombing = rows.filter((r) => r.game_no === 9);
    expect(bombing.length).toBeGreaterThan(0);
    for (const r of bombing) expect(r.card_no.slice(1, 4)).toBe('192');
  });

  it("names cards and explains them in the player's language", async () => {
    const { token } = await firstOf(3);
    const en: ItemCard[] = (await api.get('/api/backpack/en-US', token)).json!.Data;
    const ja: ItemCard[] = (await api.get('/api/backpack/ja-JP', token)).json!.Data;
    const frozen = (cards: ItemCard[]) => cards.find((c) => c.Kind === 'frozen')!;
    expect(frozen(en)).toMatchObject({ Name: 'Frozen Card', Info: 'Freezes all creatures for 15 seconds.' });
    expect(frozen(ja).Name).not.toBe('Frozen Card');
    expect(frozen(ja).Info).toMatch(/15/);
    const fish = en.find((c) => c.Kind === 'fish' && c.CardNo![4] === '4')!;
    expect(fish.Name).toBe(`${fish.GameName} Premium`);
  });

  it('JILI Star (and a GLI operator) have no backpack: Code -1', async () => {
    const star = await firstOf(202);
    expect((await api.get('/api/backpack/en-US', star.token)).json!.Code).toBe(CODES.FEATURE_DISABLED);
    const gli = await firstOf(120);
    expect((await api.get('/api/backpack/en-US', gli.token)).json!.Code).toBe(CODES.FEATURE_DISABLED);
  });
});

describe('gift codes (§5, §8)', () => {
  const templates: Record<number, string> = {
    1: 'tpl-welcome',
    2: 'tpl-launch',
    3: 'tpl-old',
    4: 'tpl-tiny',
    5: 'tpl-newyear',
  };
  const send = (eventId: number, email: string, token?: string | null) =>
    api.request('POST', `/api/giftcode/send-email/${eventId}`, {
      token,
      body: { Email: email, TemplateId: templates[eventId] ?? `tpl-${eventId}`, AwsConfigSetName: 'ingame-mail' },
    });
  /** Move an address's (or a player's) last try out of the rate-limit window. */
  const age = (email: string) =>
    server.db.query("UPDATE giftcode_attempts SET tried_at = tried_at - interval '1 minute' WHERE email = $1", [email]);
  const agePlayer = (playerAccount: string) =>
    server.db.query(
      "UPDATE giftcode_attempts SET tried_at = tried_at - interval '1 minute' WHERE player_id = (SELECT id FROM players WHERE account = $1)",
      [playerAccount],
    );
  /**
   * An event of our own, so the rules are tested on a clean slate. `starts` and `ends` are instants
   * as the player sees them; the row stores them on the seed's clock, like every window.
   */
  let nextEvent = 100;
  async function event({
    total = 1000,
    daily = 1000,
    starts = Date.now() - 86_400_000,
    ends = Date.now() + 30 * 86_400_000,
  } = {}) {
    const id = nextEvent++;
    const stored = (ms: number) => new Date(toSeedClock(ms, Date.now())).toISOString();
    await server.db.query(
      "INSERT INTO giftcode_events (id, name, starts_at, ends_at, total, daily_limit, template_id, aws_config) VALUES ($1, $2, $3, $4, $5, $6, $7, 'ingame-mail')",
      [id, `Test event ${id}`, stored(starts), stored(ends), total, daily, `tpl-${id}`],
    );
    return id;
  }

  it('describes an event: state, dates, remaining codes, daily limit, name per language', async () => {
    expect((await api.get('/api/giftcode/get/1')).json!.Data).toMatchObject({
      EventId: 1,
      Name: 'Welcome gift code',
      State: 'running',
      DailyLimit: 200,
      Total: 5000,
    });
    expect((await api.get('/api/giftcode/get/1?LangId=th-TH')).json!.Data.Name).toBe('โค้ดของขวัญต้อนรับ');
    expect((await api.get('/api/giftcode/get/2')).json!.Data).toMatchObject({
      Remaining: 0,
      Total: 3,
      State: 'running',
    });
    expect((await api.get('/api/giftcode/get/3')).json!.Data.State).toBe('concluded');
    expect((await api.get('/api/giftcode/get/4')).json!.Data.DailyLimit).toBe(1);
    const soon = (await api.get('/api/giftcode/get/5')).json!.Data;
    expect(soon.State).toBe('comingSoon');
    expect(Date.parse(soon.StartTime)).toBeGreaterThan(Date.now());
    expect((await api.get('/api/giftcode/get/99')).json!.Code).toBe(CODES.NOT_FOUND);
  });

  it('seeded events are dated around now, and the send rules enforce the window the event shows (issue 29)', async () => {
    // Fails on the old seed, whose events ran and started decades ahead.
    const daysFromNow = (date: string) => (Date.parse(date) - Date.now()) / 86_400_000;
    for (const id of [1, 2, 3, 4, 5]) {
      const e = (await api.get(`/api/giftcode/get/${id}`)).json!.Data;
      expect(Math.abs(daysFromNow(e.StartTime)), `${id} start`).toBeLessThan(400);
      expect(Math.abs(daysFromNow(e.EndTime)), `${id} end`).toBeLessThan(400);
      const expected =
        daysFromNow(e.StartTime) > 0 ? 'comingSoon' : daysFromNow(e.EndTime) < 0 ? 'concluded' : 'running';
      expect(e.State, `${id}`).toBe(expected);
    }
    // Windows of our own, stored on the seed's clock: one starting in 3 days, one ended a minute ago.
    // Each shows that state, and the send rules refuse it for the same reason.
    const startsIn3Days = await event({ starts: Date.now() + 3 * 86_400_000, ends: Date.now() + 9 * 86_400_000 });
    const shown = (await api.get(`/api/giftcode/get/${startsIn3Days}`)).json!.Data;
    expect(shown.State).toBe('comingSoon');
    expect(daysFromNow(shown.StartTime)).toBeGreaterThan(2.9);
    expect((await send(startsIn3Days, 'soon@example.com')).json!.Code).toBe(CODES.GIFTCODE_NOT_STARTED);
    const justEnded = await event({ starts: Date.now() - 9 * 86_400_000, ends: Date.now() - 60_000 });
    expect((await api.get(`/api/giftcode/get/${justEnded}`)).json!.Data.State).toBe('concluded');
    expect((await send(justEnded, 'late2@example.com')).json!.Code).toBe(CODES.GIFTCODE_EVENT_CONCLUDED);
  });

  it('sends, then the same e-mail (any case) is "already claimed"', async () => {
    const id = await event();
    expect((await send(id, 'Once@Example.com')).json).toMatchObject({ Code: 0, Data: { Sent: true } });
    await age('once@example.com');
    expect((await send(id, '  ONCE@example.com ')).json).toMatchObject({
      Code: CODES.GIFTCODE_EMAIL_CLAIMED,
      Data: null,
    });
  });

  it('one gift code per player per event, whatever the e-mail', async () => {
    const id = await event();
    const { player, token } = await firstOf(202);
    expect((await send(id, 'first@example.com', token)).json!.Code).toBe(0);
    await agePlayer(player.account);
    expect((await send(id, 'second@example.com', token)).json!.Code).toBe(CODES.GIFTCODE_PLAYER_CLAIMED);
    // The same player in another event is fine.
    expect((await send(await event(), 'second@example.com', token)).json!.Code).toBe(0);
  });

  it('a quick resend is "too frequent", per address and per player, with the seconds to wait', async () => {
    const id = await event();
    expect((await send(id, 'quick@example.com')).json!.Code).toBe(0);
    const again = (await send(id, 'quick@example.com')).json!;
    expect(again).toMatchObject({
      Code: CODES.GIFTCODE_TOO_FREQUENT,
      Message: 'The operation is too frequent, please try again later',
    });
    expect(again.Data.RetryAfter).toBeGreaterThan(GIFTCODE_RESEND_SECONDS - 5);
    expect(again.Data.RetryAfter).toBeLessThanOrEqual(GIFTCODE_RESEND_SECONDS);
    // A refused try (here: a player whose first address was refused) still counts.
    const { player, token } = await firstOf(110);
    await server.db.query(
      "INSERT INTO giftcode_claims (event_id, email, player_id, sent_at) VALUES ($1, 'taken@example.com', NULL, now())",
      [id],
    );
    expect((await send(id, 'taken@example.com', token)).json!.Code).toBe(CODES.GIFTCODE_EMAIL_CLAIMED);
    expect((await send(id, 'fresh@example.com', token)).json!.Code).toBe(CODES.GIFTCODE_TOO_FREQUENT);
    // Past the window the player may try again.
    await agePlayer(player.account);
    await age('taken@example.com');
    expect((await send(id, 'fresh@example.com', token)).json!.Code).toBe(0);
  });

  it('fully claimed, concluded and coming soon each say so', async () => {
    expect((await send(2, 'late@example.com')).json).toMatchObject({
      Code: CODES.GIFTCODE_FULLY_CLAIMED,
      Message: 'We apologize, but all available Gift codes for this event have already been fully claimed.',
    });
    expect((await send(3, 'old@example.com')).json).toMatchObject({
      Code: CODES.GIFTCODE_EVENT_CONCLUDED,
      Message: 'The event has already concluded.',
    });
    expect((await send(5, 'early@example.com')).json).toMatchObject({
      Code: CODES.GIFTCODE_NOT_STARTED,
      Message: 'The event has not started yet.',
    });
    const later = await event({ starts: Date.now() + 3600_000 });
    expect((await send(later, 'early@example.com')).json!.Code).toBe(CODES.GIFTCODE_NOT_STARTED);
  });

  it('the daily limit applies', async () => {
    const id = await event({ daily: 2 });
    expect((await send(id, 'd1@example.com')).json!.Code).toBe(0);
    expect((await send(id, 'd2@example.com')).json!.Code).toBe(0);
    expect((await send(id, 'd3@example.com')).json).toMatchObject({
      Code: CODES.GIFTCODE_DAILY_LIMIT,
      Message: expect.stringMatching(/tomorrow/),
    });
    // Yesterday's sends do not count today.
    await server.db.query("UPDATE giftcode_claims SET sent_at = sent_at - interval '1 day' WHERE event_id = $1", [id]);
    expect((await send(id, 'd4@example.com')).json!.Code).toBe(0);
  });

  it('refuses a malformed e-mail, an unknown template and an unknown event', async () => {
    for (const bad of ['not-an-email', 'a@b', 'a b@example.com', '<x>@example.com', `${'x'.repeat(65)}@example.com`]) {
      expect((await send(1, bad)).json!.Code, bad).toBe(CODES.GIFTCODE_EMAIL_INVALID);
    }
    const wrong = await api.request('POST', '/api/giftcode/send-email/1', {
      body: { Email: 'a@example.com', TemplateId: 'nope', AwsConfigSetName: 'ingame-mail' },
    });
    expect(wrong.json!.Code).toBe(CODES.BAD_REQUEST);
    expect((await api.request('POST', '/api/giftcode/send-email/1', { body: { Email: 42 } })).json!.Code).toBe(
      CODES.BAD_REQUEST,
    );
    expect((await send(999, 'a@example.com')).json!.Code).toBe(CODES.NOT_FOUND);
  });

  it('20 parallel sends against a limit of 3 codes give exactly 3 successes', async () => {
    const id = await event({ total: 3 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(id, `race${i}@example.com`)));
    const codes = answers.map((a) => a.json!.Code);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === CODES.GIFTCODE_FULLY_CLAIMED)).toHaveLength(17);
    expect((await api.get(`/api/giftcode/get/${id}`)).json!.Data.Remaining).toBe(0);
  });

  it('20 parallel sends against a daily limit of 3 give exactly 3 successes', async () => {
    const id = await event({ daily: 3 });
    const codes = (await Promise.all(Array.from({ length: 20 }, (_, i) => send(id, `day${i}@example.com`)))).map(
      (a) => a.json!.Code,
    );
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === CODES.GIFTCODE_DAILY_LIMIT)).toHaveLength(17);
  });

  it('the same address sent 10 times at once is sent once', async () => {
    const id = await event();
    const codes = (await Promise.all(Array.from({ length: 10 }, () => send(id, 'twice@example.com')))).map(
      (a) => a.json!.Code,
    );
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c !== 0).every((c) => c === CODES.GIFTCODE_TOO_FREQUENT)).toBe(true);
  });

  it("a unique-index violation answers its rule's code, never a 500", async () => {
    const id = await event();
    await server.db.query(
      "INSERT INTO giftcode_claims (event_id, email, player_id) VALUES ($1, 'dup@example.com', 1)",
      [id],
    );
    const violation = (sql: string) =>
      server.db.query(sql, [id]).then(
        () => null,
        (e: unknown) => e,
      );
    expect(
      codeForUniqueViolation(
        await violation(
          "INSERT INTO giftcode_claims (event_id, email, player_id) VALUES ($1, 'dup@example.com', NULL)",
        ),
      ),
    ).toBe(CODES.GIFTCODE_EMAIL_CLAIMED);
    expect(
      codeForUniqueViolation(
        await violation("INSERT INTO giftcode_claims (event_id, email, player_id) VALUES ($1, 'other@example.com', 1)"),
      ),
    ).toBe(CODES.GIFTCODE_PLAYER_CLAIMED);
    expect(codeForUniqueViolation(new Error('boom'))).toBeNull();
  });
});
