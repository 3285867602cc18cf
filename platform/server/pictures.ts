/**
 * The demo operator's pictures (issue 25): every banner, promotion and game picture in every §1
 * locale, drawn as SVG from the captions below and written to demo/public/img/{kind}/{tag}/ by
 * `node --import tsx scripts/demo-pictures.ts`. The files are committed, so the platform and
 * Storybook serve them as plain static files; tests/server/pictures.test.ts fails when a file and
 * this module disagree. The platform says it has pictures in all 17 (user api info
 * `PictureLanguages` = DEMO_PICTURE_LANGUAGES).
 *
 * A picture shown as an <img> cannot load web fonts, so each locale names fonts this machine's
 * Chromium has (Noto Sans / Noto Sans Thai / Noto Sans Tamil / Noto Sans CJK, TLWG for Thai).
 * Every caption is XML-escaped; a caption too wide for its line is set smaller, never cut.
 */
import { API_LANG, LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { NEWS_TEXTS } from './seed/news-texts.ts';

/** The platform tags the demo operator has pictures in: all 17 locales. */
export const DEMO_PICTURE_LANGUAGES: string[] = LOCALES.map((l) => API_LANG[l]);

/** The second line of each banner, per locale; the titles are the banners' own (news-texts.ts). */
interface Captions {
  gems: string;
  jackpot: string;
  tournament: string;
  /** After the brand's name: "TaDa · 100% on your first deposit". */
  firstDeposit: string;
}

export const PICTURE_CAPTIONS: Record<Locale, Captions> = {
  en: {
    gems: 'Triple gems on every reel',
    jackpot: 'Every spin can win the grand prize',
    tournament: 'Climb the ranking, share the prize pool',
    firstDeposit: '100% on your first deposit',
  },
  'zh-TW': {
    gems: '每個轉軸都有三倍寶石',
    jackpot: '每次旋轉都有機會贏得頭獎',
    tournament: '衝上排行榜，瓜分獎池',
    firstDeposit: '首儲 100% 獎勵',
  },
  'zh-CN': {
    gems: '每个转轴都有三倍宝石',
    jackpot: '每次旋转都有机会赢得头奖',
    tournament: '冲上排行榜，瓜分奖池',
    firstDeposit: '首充 100% 奖励',
  },
  th: {
    gems: 'อัญมณีสามเท่าในทุกวงล้อ',
    jackpot: 'ทุกการหมุนมีสิทธิ์ลุ้นรางวัลใหญ่',
    tournament: 'ไต่อันดับ แบ่งเงินรางวัลรวม',
    firstDeposit: 'โบนัส 100% สำหรับการฝากครั้งแรก',
  },
  vi: {
    gems: 'Đá quý gấp ba trên mọi cuộn',
    jackpot: 'Mỗi lượt quay đều có thể trúng giải lớn',
    tournament: 'Leo bảng xếp hạng, chia quỹ thưởng',
    firstDeposit: 'Thưởng 100% cho lần nạp đầu tiên',
  },
  id: {
    gems: 'Permata tiga kali lipat di setiap gulungan',
    jackpot: 'Setiap putaran bisa memenangkan hadiah utama',
    tournament: 'Naiki peringkat, bagi kumpulan hadiah',
    firstDeposit: '100% untuk deposit pertamamu',
  },
  ja: {
    gems: 'すべてのリールで宝石が3倍',
    jackpot: '毎回のスピンで大当たりのチャンス',
    tournament: 'ランキングを駆け上がり、賞金を山分け',
    firstDeposit: '初回入金で100%ボーナス',
  },
  ta: {
    gems: 'ஒவ்வொரு ரீலிலும் மூன்று மடங்கு ரத்தினங்கள்',
    jackpot: 'ஒவ்வொரு சுழற்சியிலும் பெரும் பரிசை வெல்லலாம்',
    tournament: 'தரவரிசையில் ஏறி, பரிசைப் பகிருங்கள்',
    firstDeposit: 'முதல் வைப்புக்கு 100% போனஸ்',
  },
  ko: {
    gems: '모든 릴에서 보석 3배',
    jackpot: '매 스핀마다 대상 당첨 기회',
    tournament: '랭킹을 올리고 상금을 나누세요',
    firstDeposit: '첫 입금 100% 보너스',
  },
  es: {
    gems: 'Gemas triples en cada rodillo',
    jackpot: 'Cada giro puede ganar el gran premio',
    tournament: 'Sube en la clasificación y comparte el bote',
    firstDeposit: '100 % en tu primer depósito',
  },
  pt: {
    gems: 'Gemas triplas em cada rolo',
    jackpot: 'Cada giro pode ganhar o grande prêmio',
    tournament: 'Suba no ranking e divida o prêmio',
    firstDeposit: '100% no seu primeiro depósito',
  },
  de: {
    gems: 'Dreifache Edelsteine auf jeder Walze',
    jackpot: 'Jeder Dreh kann den Hauptpreis gewinnen',
    tournament: 'Steig im Ranking auf und teile den Preispool',
    firstDeposit: '100 % auf deine erste Einzahlung',
  },
  sv: {
    gems: 'Tredubbla ädelstenar på varje hjul',
    jackpot: 'Varje snurr kan vinna storvinsten',
    tournament: 'Klättra på topplistan, dela prispotten',
    firstDeposit: '100 % på din första insättning',
  },
  it: {
    gems: 'Gemme triple su ogni rullo',
    jackpot: 'Ogni giro può vincere il primo premio',
    tournament: 'Scala la classifica, dividi il montepremi',
    firstDeposit: '100% sul tuo primo deposito',
  },
  nl: {
    gems: 'Driedubbele edelstenen op elke rol',
    jackpot: 'Elke spin kan de hoofdprijs winnen',
    tournament: 'Klim in de ranglijst, deel de prijzenpot',
    firstDeposit: '100% op je eerste storting',
  },
  ro: {
    gems: 'Pietre prețioase triple pe fiecare rolă',
    jackpot: 'Fiecare rotire poate câștiga marele premiu',
    tournament: 'Urcă în clasament, împarte fondul de premii',
    firstDeposit: '100% la primul tău depozit',
  },
  da: {
    gems: 'Tredobbelte ædelsten på hvert hjul',
    jackpot: 'Hvert spin kan vinde den store præmie',
    tournament: 'Klatr op ad ranglisten, del præmiepuljen',
    firstDeposit: '100 % på din første indbetaling',
  },
};

const CJK: Partial<Record<Locale, string>> = {
  'zh-CN': 'Noto Sans CJK SC',
  'zh-TW': 'Noto Sans CJK TC',
  ja: 'Noto Sans CJK JP',
  ko: 'Noto Sans CJK KR',
};

/** Fonts a locale's captions render in (a picture in an <img> sees installed fonts only). */
export function pictureFonts(locale: Locale): string {
  const own =
    locale === 'th'
      ? ['Noto Sans Thai', 'Loma']
      : locale === 'ta'
        ? ['Noto Sans Tamil']
        : CJK[locale]
          ? [CJK[locale]!]
          : [];
  return [...own, 'Noto Sans', 'DejaVu Sans'].map((f) => `'${f}'`).join(', ') + ', sans-serif';
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text and attribute values made safe for SVG (a caption is data, never markup). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/**
 * A caption's width in em, estimated per script (no font metrics at generation time): ideographs
 * and Hangul 1 em, Thai marks and the Tamil pulli 0 (they sit on their letter), Tamil letters 1.1
 * and vowel signs 0.7 (most take room of their own), capitals 0.7, other letters and digits 0.6 (bold), spaces 0.3. Slightly generous, so
 * a line set to fit by it fits.
 */
export function estimateEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (/[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0BCD\u0300-\u036F]/.test(ch)) continue;
    if ((c >= 0x2e80 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af) || (c >= 0xff00 && c <= 0xffef)) em += 1;
    else if (c >= 0x0bbe && c <= 0x0bd7) em += 0.7;
    else if (c >= 0x0b80 && c <= 0x0bff) em += 1.1;
    else if (ch === ' ') em += 0.3;
    else if (/[A-Z]/.test(ch)) em += 0.7;
    else em += 0.6;
  }
  return em;
}

/** The font size (px) at which `text` fits `width` px, at most `max`; regular weight is ~13 % narrower than bold. */
export function fittedSize(text: string, max: number, width: number, bold = true): number {
  const em = estimateEm(text) * (bold ? 1 : 0.87);
  return Math.min(max, Math.floor(width / Math.max(em, 1)));
}

/**
 * The pictures' marks, drawn as paths in a 100×100 box: as text (★, ♛, ♣ …) each was drawn by
 * whichever installed font had the symbol — a box on a phone with none, and a search through
 * every installed font on the page's thread the first time an image showed one (issue 45: the
 * app's banners at CPU ×4). Outlined marks (`stroke`) are drawn with a 10-unit line.
 */
interface MarkPath {
  d: string;
  stroke?: boolean;
}
const star = (points: number, inner: number) =>
  `M${Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 ? inner : 48;
    const a = (Math.PI * i) / points - Math.PI / 2;
    return `${(50 + r * Math.cos(a)).toFixed(1)} ${(50 + r * Math.sin(a)).toFixed(1)}`;
  }).join('L')}Z`;
const MARKS = {
  star: { d: star(5, 19) },
  sparkle: { d: star(4, 12) },
  diamond: { d: 'M50 4L90 50L50 96L10 50Z' },
  play: { d: 'M22 8L88 50L22 92Z' },
  heart: {
    d: 'M50 90C20 68 6 50 6 32C6 16 18 6 32 6C41 6 47 11 50 18C53 11 59 6 68 6C82 6 94 16 94 32C94 50 80 68 50 90Z',
  },
  spade: {
    d: 'M50 4C80 30 94 46 94 60C94 74 84 82 72 82C63 82 56 77 53 72L58 96H42L47 72C44 77 37 82 28 82C16 82 6 74 6 60C6 46 20 30 50 4Z',
  },
  club: {
    d: 'M32 28a18 18 0 1 0 36 0a18 18 0 1 0-36 0ZM10 60a18 18 0 1 0 36 0a18 18 0 1 0-36 0ZM54 60a18 18 0 1 0 36 0a18 18 0 1 0-36 0ZM46 56L40 96H60L54 56Z',
  },
  crown: { d: 'M8 78L14 28L34 50L50 12L66 50L86 28L92 78ZM10 84H90V94H10Z' },
  waves: { d: 'M8 36C24 20 36 20 50 36S76 52 92 36M8 66C24 50 36 50 50 66S76 82 92 66', stroke: true },
  dollar: {
    d: 'M72 28C66 18 58 16 50 16C38 16 30 22 30 32C30 56 72 44 72 68C72 78 64 84 50 84C40 84 32 80 27 72M50 6V94',
    stroke: true,
  },
} satisfies Record<string, MarkPath>;
type Mark = keyof typeof MARKS;

/** Mark `mark`, `size` px square, its centre at (`x`, `y`), white at `opacity`. */
function markSvg(mark: Mark, x: number, y: number, size: number, opacity = 1): string {
  const { d, stroke }: MarkPath = MARKS[mark];
  const paint = stroke
    ? 'fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"'
    : 'fill="#fff"';
  const k = size / 100;
  return `<path transform="translate(${x - size / 2} ${y - size / 2}) scale(${k})" ${paint}${opacity < 1 ? ` opacity="${opacity}"` : ''} d="${d}"/>`;
}

interface Art {
  from: string;
  to: string;
  mark: Mark;
}

const BANNER_ART: Record<string, Art> = {
  'gems-week': { from: '#059669', to: '#064e3b', mark: 'diamond' },
  jackpot: { from: '#f59e0b', to: '#b45309', mark: 'dollar' },
  tournament: { from: '#db2777', to: '#4c1d95', mark: 'crown' },
};
/** The seeded operators' brands (catalog.ts web ids), with the short name their pictures carry. */
const BRANDS = [
  { webId: 'tada', short: 'TaDa', from: '#ff7a18', to: '#af002d' },
  { webId: 'jiliplus', short: 'JILI+', from: '#1d4ed8', to: '#7c3aed' },
  { webId: 'jilistar', short: 'JILI★', from: '#0f766e', to: '#1e3a8a' },
];
const GAME_ART: Art[] = [
  { from: '#f97316', to: '#7c2d12', mark: 'diamond' },
  { from: '#22c55e', to: '#14532d', mark: 'club' },
  { from: '#06b6d4', to: '#164e63', mark: 'waves' },
  { from: '#a855f7', to: '#3b0764', mark: 'spade' },
  { from: '#ef4444', to: '#7f1d1d', mark: 'heart' },
  { from: '#eab308', to: '#713f12', mark: 'star' },
];

const gradient = ({ from, to }: { from: string; to: string }) =>
  `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A 1200×400 banner: the title and a second line on the left (fitted to 700 and 740 px), a mark on the right. */
export function bannerSvg(art: Art, title: string, line: string, locale: Locale): string {
  const font = escapeXml(pictureFonts(locale));
  // Large enough to read on a 320 px phone, where the banner is drawn at a quarter of its size.
  const titleSize = fittedSize(title, 80, 700);
  const lineSize = fittedSize(line, 46, 740, false);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" lang="${escapeXml(API_LANG[locale])}">
<defs>${gradient(art)}
<radialGradient id="r" cx=".8" cy=".3" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/><rect width="1200" height="400" fill="url(#r)"/>
<g fill="#fff" fill-opacity=".12"><circle cx="980" cy="210" r="170"/><circle cx="1090" cy="90" r="70"/><circle cx="860" cy="340" r="50"/></g>
${markSvg(art.mark, 980, 200, 130, 0.9)}
<text x="70" y="165" font-family="${font}" font-size="${titleSize}" font-weight="800" fill="#fff">${escapeXml(title)}</text>
<text x="72" y="235" font-family="${font}" font-size="${lineSize}" fill="#fff" fill-opacity=".9">${escapeXml(line)}</text>
</svg>
`;
}

/** A 640×360 promotion picture: a mark and one caption (fitted to 560 px) under it. */
export function promoSvg(art: Art, caption: string, locale: Locale): string {
  const font = escapeXml(pictureFonts(locale));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" lang="${escapeXml(API_LANG[locale])}">
<defs>${gradient(art)}</defs>
<rect width="640" height="360" fill="url(#g)"/>
<g fill="#fff" fill-opacity=".14"><circle cx="520" cy="90" r="120"/><circle cx="90" cy="320" r="90"/></g>
${markSvg(art.mark, 320, 165, 120)}
<text x="320" y="320" font-family="${font}" font-size="${fittedSize(caption, 34, 560)}" font-weight="700" fill="#fff" fill-opacity=".92" text-anchor="middle">${escapeXml(caption)}</text>
</svg>
`;
}

/** A 200×200 game tile: artwork only, the same in every language folder. */
export function gameSvg(art: Art): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<defs>${gradient(art)}</defs>
<rect width="200" height="200" rx="36" fill="url(#g)"/><circle cx="150" cy="50" r="40" fill="#fff" fill-opacity=".15"/>
${markSvg(art.mark, 100, 100, 84)}
</svg>
`;
}

/** Every demo picture: path under demo/public/img/ → SVG text. */
export function demoPictures(): Map<string, string> {
  const out = new Map<string, string>();
  for (const locale of LOCALES) {
    const tag = API_LANG[locale];
    const texts = NEWS_TEXTS[locale] ?? NEWS_TEXTS.en!;
    const captions = PICTURE_CAPTIONS[locale];
    out.set(`banners/${tag}/gems-week.svg`, bannerSvg(BANNER_ART['gems-week']!, texts.gems, captions.gems, locale));
    out.set(`banners/${tag}/jackpot.svg`, bannerSvg(BANNER_ART.jackpot!, texts.jackpot, captions.jackpot, locale));
    out.set(
      `banners/${tag}/tournament.svg`,
      bannerSvg(BANNER_ART.tournament!, texts.tournament, captions.tournament, locale),
    );
    for (const brand of BRANDS) {
      const art = { from: brand.from, to: brand.to };
      const line = `${brand.short} · ${captions.firstDeposit}`;
      out.set(
        `banners/${tag}/welcome-${brand.webId}.svg`,
        bannerSvg({ ...art, mark: 'star' }, texts.welcome, line, locale),
      );
      out.set(`promos/${tag}/brand-${brand.webId}.svg`, promoSvg({ ...art, mark: 'sparkle' }, brand.short, locale));
    }
    out.set(
      `promos/${tag}/games.svg`,
      promoSvg({ from: '#0ea5e9', to: '#312e81', mark: 'play' }, texts.newGames.toLocaleUpperCase(tag), locale),
    );
    GAME_ART.forEach((art, i) => out.set(`games/${tag}/game-${i}.svg`, gameSvg(art)));
  }
  return out;
}
