/**
 * Rankings and events (#12), deterministic. Every operator gets both windows (casino, crash) ×
 * the three types, each series in four periods — two concluded, one running, one coming soon —
 * plus one running ranking for the `sac` channel 7 only, and three events (running, concluded,
 * coming soon) over its rankings. Names and prize texts in all 17 locales.
 *
 * Entrants: 320 generated ones per ranking that has started (inside the database, like the
 * rounds), plus the operator's seeded players by their account number, so the screens have each
 * case to show: player 001 is in the top 3 of every board, player 002 about 250th, player 003 is
 * never ranked, the others by a hash (one in five not ranked).
 *
 * Scores: amounts in the smallest unit of the operator's first currency; multipliers as
 * multipliers (2.00 … 5000.00).
 */
import type { Db } from '../db.ts';
import { CURRENCIES, CUSTOM_CURRENCIES, NICK_PARTS, OPERATORS, SEED_ANCHOR } from '../catalog.ts';
import { formatNumber } from '../../../src/core/format.ts';
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import type { RankingType, RankingWindow } from '../../../src/api/contract/index.ts';
import { insertRows } from '../seed.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export const TYPE_NAMES: Record<Locale, Record<RankingType, string>> = {
  en: { totalWin: 'Big Winner Cup', totalBet: 'High Roller Cup', highestMultiplier: 'Multiplier Master Cup' },
  'zh-TW': { totalWin: '大贏家盃', totalBet: '豪客盃', highestMultiplier: '倍數大師盃' },
  'zh-CN': { totalWin: '大赢家杯', totalBet: '豪客杯', highestMultiplier: '倍数大师杯' },
  th: { totalWin: 'ถ้วยผู้ชนะรายใหญ่', totalBet: 'ถ้วยไฮโรลเลอร์', highestMultiplier: 'ถ้วยเจ้าแห่งตัวคูณ' },
  vi: { totalWin: 'Cúp Thắng Lớn', totalBet: 'Cúp Cược Lớn', highestMultiplier: 'Cúp Bậc Thầy Hệ Số' },
  id: { totalWin: 'Piala Pemenang Besar', totalBet: 'Piala High Roller', highestMultiplier: 'Piala Raja Pengali' },
  ja: {
    totalWin: 'ビッグウィナーカップ',
    totalBet: 'ハイローラーカップ',
    highestMultiplier: 'マルチプライヤーマスターカップ',
  },
  ta: { totalWin: 'பெரும் வெற்றியாளர் கோப்பை', totalBet: 'அதிக பந்தயக் கோப்பை', highestMultiplier: 'பெருக்கி மாஸ்டர் கோப்பை' },
  ko: { totalWin: '빅 위너 컵', totalBet: '하이 롤러 컵', highestMultiplier: '멀티플라이어 마스터 컵' },
  es: {
    totalWin: 'Copa Gran Ganador',
    totalBet: 'Copa Grandes Apostadores',
    highestMultiplier: 'Copa Maestro del Multiplicador',
  },
  pt: {
    totalWin: 'Copa Grande Vencedor',
    totalBet: 'Copa Grandes Apostadores',
    highestMultiplier: 'Copa Mestre do Multiplicador',
  },
  de: { totalWin: 'Großgewinner-Cup', totalBet: 'High-Roller-Cup', highestMultiplier: 'Multiplikator-Meister-Cup' },
  sv: { totalWin: 'Storvinnarcupen', totalBet: 'Storspelarcupen', highestMultiplier: 'Multiplikatormästarcupen' },
  it: {
    totalWin: 'Coppa Grande Vincitore',
    totalBet: 'Coppa High Roller',
    highestMultiplier: 'Coppa Maestro del Moltiplicatore',
  },
  nl: { totalWin: 'Grote Winnaar Cup', totalBet: 'High Roller Cup', highestMultiplier: 'Vermenigvuldiger Meester Cup' },
  ro: {
    totalWin: 'Cupa Marelui Câștigător',
    totalBet: 'Cupa High Roller',
    highestMultiplier: 'Cupa Maestrului Multiplicator',
  },
  da: {
    totalWin: 'Storvinderpokalen',
    totalBet: 'Storspillerpokalen',
    highestMultiplier: 'Multiplikatormesterpokalen',
  },
};

export const WINDOW_NAMES: Record<Locale, Record<RankingWindow, string>> = {
  en: { casino: 'Casino', crash: 'Crash' },
  'zh-TW': { casino: '娛樂場', crash: '爆點' },
  'zh-CN': { casino: '娱乐场', crash: '爆点' },
  th: { casino: 'คาสิโน', crash: 'แครช' },
  vi: { casino: 'Sòng bài', crash: 'Crash' },
  id: { casino: 'Kasino', crash: 'Crash' },
  ja: { casino: 'カジノ', crash: 'クラッシュ' },
  ta: { casino: 'கேசினோ', crash: 'கிராஷ்' },
  ko: { casino: '카지노', crash: '크래시' },
  es: { casino: 'Casino', crash: 'Crash' },
  pt: { casino: 'Cassino', crash: 'Crash' },
  de: { casino: 'Casino', crash: 'Crash' },
  sv: { casino: 'Kasino', crash: 'Crash' },
  it: { casino: 'Casinò', crash: 'Crash' },
  nl: { casino: 'Casino', crash: 'Crash' },
  ro: { casino: 'Cazinou', crash: 'Crash' },
  da: { casino: 'Kasino', crash: 'Crash' },
};

/** "1st", "2nd", "3rd", "4th–100th" and the line's pattern. */
export const PRIZE_WORDS: Record<Locale, [string, string, string, string]> = {
  en: ['1st', '2nd', '3rd', '4th–100th'],
  'zh-TW': ['第 1 名', '第 2 名', '第 3 名', '第 4–100 名'],
  'zh-CN': ['第 1 名', '第 2 名', '第 3 名', '第 4–100 名'],
  th: ['อันดับ 1', 'อันดับ 2', 'อันดับ 3', 'อันดับ 4–100'],
  vi: ['Hạng 1', 'Hạng 2', 'Hạng 3', 'Hạng 4–100'],
  id: ['Peringkat 1', 'Peringkat 2', 'Peringkat 3', 'Peringkat 4–100'],
  ja: ['1位', '2位', '3位', '4–100位'],
  ta: ['1வது', '2வது', '3வது', '4–100வது'],
  ko: ['1위', '2위', '3위', '4–100위'],
  es: ['1.º', '2.º', '3.º', '4.º–100.º'],
  pt: ['1.º', '2.º', '3.º', '4.º–100.º'],
  de: ['1. Platz', '2. Platz', '3. Platz', '4.–100. Platz'],
  sv: ['1:a', '2:a', '3:e', '4:e–100:e'],
  it: ['1º', '2º', '3º', '4º–100º'],
  nl: ['1e', '2e', '3e', '4e–100e'],
  ro: ['Locul 1', 'Locul 2', 'Locul 3', 'Locurile 4–100'],
  da: ['1.', '2.', '3.', '4.–100.'],
};

export const SAC_NAMES: Record<Locale, string> = {
  en: 'Channel 7 Sprint',
  'zh-TW': '7 號頻道衝刺賽',
  'zh-CN': '7 号频道冲刺赛',
  th: 'สปรินต์ช่อง 7',
  vi: 'Nước rút Kênh 7',
  id: 'Sprint Kanal 7',
  ja: 'チャンネル7スプリント',
  ta: 'சேனல் 7 ஸ்பிரிண்ட்',
  ko: '채널 7 스프린트',
  es: 'Sprint Canal 7',
  pt: 'Sprint Canal 7',
  de: 'Kanal-7-Sprint',
  sv: 'Kanal 7-sprint',
  it: 'Sprint Canale 7',
  nl: 'Kanaal 7 Sprint',
  ro: 'Sprint Canalul 7',
  da: 'Kanal 7-sprint',
};

export const EVENT_NAMES: Record<Locale, [string, string, string]> = {
  en: ['Weekend Jackpot Race', 'Autumn High Roller Week', 'Crash Grand Prix'],
  'zh-TW': ['週末大獎競賽', '秋季豪客週', '爆點大獎賽'],
  'zh-CN': ['周末大奖竞赛', '秋季豪客周', '爆点大奖赛'],
  th: ['การแข่งขันแจ็คพอตสุดสัปดาห์', 'สัปดาห์ไฮโรลเลอร์ฤดูใบไม้ร่วง', 'แครชกรังด์ปรีซ์'],
  vi: ['Cuộc đua Jackpot cuối tuần', 'Tuần lễ Cược Lớn mùa thu', 'Crash Grand Prix'],
  id: ['Balapan Jackpot Akhir Pekan', 'Pekan High Roller Musim Gugur', 'Crash Grand Prix'],
  ja: ['週末ジャックポットレース', '秋のハイローラーウィーク', 'クラッシュ・グランプリ'],
  ta: ['வார இறுதி ஜாக்பாட் பந்தயம்', 'இலையுதிர் அதிக பந்தய வாரம்', 'கிராஷ் கிராண்ட் பிரிக்ஸ்'],
  ko: ['주말 잭팟 레이스', '가을 하이 롤러 위크', '크래시 그랑프리'],
  es: ['Carrera del Jackpot de fin de semana', 'Semana de Grandes Apostadores de otoño', 'Gran Premio Crash'],
  pt: ['Corrida do Jackpot de fim de semana', 'Semana dos Grandes Apostadores de outono', 'Grande Prêmio Crash'],
  de: ['Wochenend-Jackpot-Rennen', 'Herbst-High-Roller-Woche', 'Crash Grand Prix'],
  sv: ['Helgens jackpottlopp', 'Höstens storspelarvecka', 'Crash Grand Prix'],
  it: ['Corsa al Jackpot del weekend', "Settimana High Roller d'autunno", 'Gran Premio Crash'],
  nl: ['Weekend Jackpot Race', 'Herfst High Roller Week', 'Crash Grand Prix'],
  ro: ['Cursa Jackpot de weekend', 'Săptămâna High Roller de toamnă', 'Marele Premiu Crash'],
  da: ['Weekendens jackpotløb', 'Efterårets storspilleruge', 'Crash Grand Prix'],
};

const perLocale = <T>(make: (locale: Locale) => T) =>
  JSON.stringify(Object.fromEntries(LOCALES.map((l) => [l, make(l)])));

const SERIES: [RankingWindow, RankingType][] = [
  ['casino', 'totalWin'],
  ['casino', 'totalBet'],
  ['casino', 'highestMultiplier'],
  ['crash', 'totalWin'],
  ['crash', 'totalBet'],
  ['crash', 'highestMultiplier'],
];

const HOUR = 3_600_000;

/**
 * Each series' periods — concluded, concluded, running, coming soon — from the anchor, which the
 * platform serves as "now" (../demo-clock.ts): every countdown state of the screens is in the seed.
 * Casino cups are weekly: the running one ends in 2 days 4 hours (served: one to two days and 4
 * hours, the demo clock steps by whole days) and the next starts then, both read as countdowns.
 * Crash cups are six-week seasons: the running one ends in 32 days (31–32) and the next starts
 * then; beyond 30 days the screens show the date, "Ends on …". Starts fall on midnight GMT+8.
 */
export const PERIODS: Readonly<Record<RankingWindow, readonly (readonly [number, number])[]>> = {
  casino: [
    [SEED_ANCHOR - 18 * DAY - 20 * HOUR, SEED_ANCHOR - 11 * DAY - 20 * HOUR],
    [SEED_ANCHOR - 11 * DAY - 20 * HOUR, SEED_ANCHOR - 4 * DAY - 20 * HOUR],
    [SEED_ANCHOR - 4 * DAY - 20 * HOUR, SEED_ANCHOR + 2 * DAY + 4 * HOUR],
    [SEED_ANCHOR + 2 * DAY + 4 * HOUR, SEED_ANCHOR + 9 * DAY + 4 * HOUR],
  ],
  crash: [
    [SEED_ANCHOR - 93 * DAY - 20 * HOUR, SEED_ANCHOR - 51 * DAY - 20 * HOUR],
    [SEED_ANCHOR - 51 * DAY - 20 * HOUR, SEED_ANCHOR - 9 * DAY - 20 * HOUR],
    [SEED_ANCHOR - 9 * DAY - 20 * HOUR, SEED_ANCHOR + 32 * DAY + 4 * HOUR],
    [SEED_ANCHOR + 32 * DAY + 4 * HOUR, SEED_ANCHOR + 74 * DAY + 4 * HOUR],
  ],
};

/** The channel 7 sprint: three days in, a day and six hours to go. */
export const SAC_PERIOD: readonly [number, number] = [SEED_ANCHOR - 3 * DAY, SEED_ANCHOR + 1 * DAY + 6 * HOUR];

export async function seedRankings(db: Db): Promise<void> {
  const rankings: unknown[][] = [];
  const events: unknown[][] = [];
  let rankingId = 1;
  let eventId = 1;
  for (const op of OPERATORS) {
    const currency = CURRENCIES.find((c) => c.no === op.currencyNos[0])!;
    // Prizes in the board's money: the operator's customised symbol and ratio (JILI Star "K₫",
    // thousands), each locale's §5 separators — never en-US digits on a German page.
    const custom = CUSTOM_CURRENCIES.find((c) => c.no === currency.no && c.apiId === op.apiId);
    const symbol = custom?.symbol ?? currency.symbol;
    const perMajor = custom ? custom.ratio / currency.ratio : 1;
    const money = (major: number, l: Locale) => `${symbol} ${formatNumber(major * perMajor, { locale: l })}`;
    const prizes = (scale: number) => (l: Locale) => {
      const [first, second, third, rest] = PRIZE_WORDS[l];
      return [
        `${first}: ${money(50_000 * scale, l)}`,
        `${second}: ${money(20_000 * scale, l)}`,
        `${third}: ${money(10_000 * scale, l)}`,
        `${rest}: ${money(500 * scale, l)}`,
      ];
    };
    const ids: Record<string, number> = {};
    for (const [window, type] of SERIES) {
      PERIODS[window].forEach(([start, end], period) => {
        const id = rankingId++;
        ids[`${window}/${type}/${period}`] = id;
        const name = (l: Locale) => `${op.title} ${WINDOW_NAMES[l][window]} ${TYPE_NAMES[l][type]}`;
        rankings.push([
          id,
          op.apiId,
          name('en'),
          type,
          window,
          window === 'crash' ? [29, 30] : [1, 2, 3, 4, 5, 6, 7, 8],
          iso(start),
          iso(end),
          JSON.stringify(prizes(1)('en')),
          type === 'totalBet' || window === 'crash' ? 5 : 15,
          perLocale(name),
          perLocale(prizes(1)),
          currency.no,
          null,
        ]);
      });
    }
    const sacId = rankingId++;
    rankings.push([
      sacId,
      op.apiId,
      SAC_NAMES.en,
      'totalWin',
      'casino',
      [1, 2, 3],
      iso(SAC_PERIOD[0]),
      iso(SAC_PERIOD[1]),
      JSON.stringify(prizes(0.2)('en')),
      15,
      perLocale((l) => SAC_NAMES[l]),
      perLocale(prizes(0.2)),
      currency.no,
      7,
    ]);
    // Events over a running, a concluded and a coming-soon ranking, with the ranking's dates.
    const over: [number, readonly [number, number]][] = [
      [ids['casino/totalWin/2']!, PERIODS.casino[2]!],
      [ids['casino/totalBet/1']!, PERIODS.casino[1]!],
      [ids['crash/highestMultiplier/3']!, PERIODS.crash[3]!],
    ];
    over.forEach(([ranking, [start, end]], i) => {
      events.push([eventId++, op.apiId, ranking, perLocale((l) => EVENT_NAMES[l][i]!), iso(start), iso(end)]);
    });
  }
  await insertRows(
    db,
    'rankings',
    [
      'id',
      'api_id',
      'name',
      'type',
      'tournament',
      'game_ids',
      'starts_at',
      'ends_at',
      'prizes',
      'interval_minutes',
      'names',
      'prize_texts',
      'currency_no',
      'sac',
    ],
    rankings,
  );
  await insertRows(db, 'events', ['id', 'api_id', 'ranking_id', 'names', 'starts_at', 'ends_at'], events);

  // 320 generated entrants per started ranking. A squared hash (mod a prime) spreads the scores;
  // about one in seven has no nickname (the board shows the masked account).
  const parts = `ARRAY[${NICK_PARTS.map((p) => `'${p}'`).join(',')}]`;
  await db.query(
    `
    INSERT INTO ranking_entries (ranking_id, player_id, nickname, account, score)
    SELECT r.id, NULL,
           CASE WHEN h % 7 = 0 THEN '' ELSE left((${parts})[1 + h % ${NICK_PARTS.length}] || (1 + (h / 14) % 999)::text, 7) END,
           (${parts})[1 + (h / 3) % ${NICK_PARTS.length}] || '***' || lpad((h % 100)::text, 2, '0'),
           CASE WHEN r.type = 'highestMultiplier' THEN 2 + (h % 499800) / 100.0 ELSE c.unit::bigint * (1000 + h % 499000) END
    FROM rankings r
    JOIN currencies c ON c.no = r.currency_no
    CROSS JOIN LATERAL generate_series(1, 320) AS k
    CROSS JOIN LATERAL (SELECT (x * x) % 2147483647 AS h FROM (SELECT (r.id::bigint * 2654435761 + k::bigint * 40503) % 2147483647 AS x) q) hh
    WHERE r.starts_at <= to_timestamp($1::double precision / 1000)`,
    [SEED_ANCHOR],
  );

  // The seeded players, by their account number (see the file comment).
  await db.query(
    `
    INSERT INTO ranking_entries (ranking_id, player_id, nickname, account, score)
    SELECT r.id, p.id, coalesce(p.nickname, ''), left(p.account, 2) || '***' || right(p.account, 2),
           CASE WHEN n = 1 THEN (CASE WHEN r.type = 'highestMultiplier' THEN 6000 + r.id % 100 ELSE c.unit::bigint * (600000 + r.id % 1000) END)
                WHEN n = 2 THEN (CASE WHEN r.type = 'highestMultiplier' THEN 1095 ELSE c.unit::bigint * 110000 END)
                WHEN r.type = 'highestMultiplier' THEN 2 + ((p.id * 7919 + r.id * 104729) % 499800) / 100.0
                ELSE c.unit::bigint * (1000 + (p.id * 7919 + r.id * 104729) % 499000) END
    FROM rankings r
    JOIN currencies c ON c.no = r.currency_no
    JOIN players p ON p.api_id = r.api_id
    CROSS JOIN LATERAL (SELECT right(p.account, 3)::int AS n) num
    WHERE r.starts_at <= to_timestamp($1::double precision / 1000)
      AND n <> 3 AND (n <= 2 OR (p.id + r.id) % 5 <> 0)`,
    [SEED_ANCHOR],
  );
}
