import type { Meta, StoryObj } from '@storybook/react-vite';
import { History } from '../src/features/history/history';
import { RoundDetail } from '../src/features/history/round-detail';
import { roundFamily } from '../src/features/history/history.api';
import type { GameInfo, HistoryRecord } from '../src/api/contract';
import { DEFAULT_FLAGS } from '../src/core/entry-params';
import { resolveLocale } from '../src/i18n/locales';
import { currencyDisplayAtom, flagsAtom, gameSettingsAtom, tokenAtom, userApiInfoAtom } from '../src/state/session';
import { StoryRoot } from './support/story-root';
import { expect, userEvent } from 'storybook/test';
import { fail, forever, http, ok } from './support/envelope';
import { inShadow } from './support/play';
import { detailInfo, ROUND_GAMES, ROUNDS } from './support/rounds';
import { storyToken } from './support/token';

// UTF-8 first: btoa takes Latin-1 only, and the currency symbol is not.
const token = storyToken({ UNIT: 100, CNO: 1, CSYMBOL: '₱' });
const games: GameInfo[] = ROUND_GAMES;

type Store = Parameters<NonNullable<Parameters<typeof StoryRoot>[0]['setup']>>[0];
const signedIn =
  (mask = false) =>
  (store: Store) => {
    store.set(tokenAtom, token);
    store.set(gameSettingsAtom, games);
    store.set(flagsAtom, { ...DEFAULT_FLAGS, hideRecordHistoryAccount: mask });
    store.set(userApiInfoAtom, { Timezone: 480 } as never);
    store.set(currencyDisplayAtom, { list: [{ No: 1, Symbol: '₱', Unit: 100, Ratio: 1 }], custom: [] });
  };

/** The platform's history of a player with `total` rounds, paged by row index. */
const pages = (total: number) =>
  http.get('/api/history/:game/get-history-record', ({ request, params }) => {
    const url = new URL(request.url);
    const start = Number(url.searchParams.get('StartRowIndex'));
    const end = Math.min(Number(url.searchParams.get('EndRowIndex')), total - 1);
    const Records: HistoryRecord[] = Array.from({ length: Math.max(0, end - start + 1) }, (_, k) => {
      const i = start + k;
      return {
        Type: 1 + (i % 7 === 0 ? 1 : 0) + (i % 11 === 0 ? 1 : 0),
        RoundIndex: String(7300451 - i),
        LogIndex: String(9100000 - i),
        Date: Date.UTC(2026, 10, 15, 12) - i * 97_000,
        GameNo: Number(params.game),
        Bet: 1000 * (1 + (i % 5)),
        Win: i % 3 ? 0 : 2500 * (1 + (i % 4)),
        PreMoney: 500000 - i * 100,
        PostMoney: 501500 - i * 100,
      };
    });
    return ok({ Total: total, Records });
  });

const meta: Meta<typeof History> = {
  title: 'Elements/ingame-history',
  component: History,
  render: (args, { globals, parameters }) => (
    <StoryRoot locale={parameters.locale ?? globals.locale} setup={signedIn(parameters.masked)}>
      <History {...args} />
    </StoryRoot>
  ),
  args: { game: '1' },
};
export default meta;
type Story = StoryObj<typeof History>;

/** 10,000 rounds: the virtual list keeps a few dozen rows in the page however far you scroll. */
export const TenThousandRounds: Story = { parameters: { msw: { handlers: [pages(10_000)] } } };
/** Pusoy (game 15) shows the balance before and after each round (§3 display flags); account masked (maskacc=1). */
export const MoneyBeforeAfterMasked: Story = {
  args: { game: '15' },
  parameters: { masked: true, msw: { handlers: [pages(120)] } },
};
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('/api/history/:game/get-history-record', forever)] } },
};
export const Empty: Story = { parameters: { msw: { handlers: [pages(0)] } } };
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/api/history/:game/get-history-record', () => fail(5003, 'History is under maintenance'))],
    },
  },
};
export const InThai: Story = { parameters: { locale: 'th', msw: { handlers: [pages(10_000)] } } };
export const InChinese: Story = { parameters: { locale: 'zh-CN', msw: { handlers: [pages(10_000)] } } };
/**
 * The date filter's calendar, open, in Tamil: a month grid with the days after today disabled.
 * On a phone it opens from the end of the filters' row, which the date picker fills, so it stays
 * on the screen even where the long Tamil label wraps onto a row of its own (e2e open-states).
 */
export const CalendarOpenInTamil: Story = {
  parameters: { locale: 'ta', msw: { handlers: [pages(120)] } },
  play: async ({ canvasElement }) => {
    const canvas = await inShadow(canvasElement);
    const opener = (await canvas.findAllByRole('button')).find((b) => b.getAttribute('aria-haspopup') === 'dialog')!;
    await userEvent.click(opener);
    await expect(await canvas.findByRole('dialog')).toBeVisible();
    await expect(opener.getAttribute('aria-expanded')).toBe('true');
  },
};

/** A round's detail page, with the detail already in the store (as after the platform answered). */
function detailStory(key: keyof typeof ROUNDS, locale = 'en'): Story {
  const { game } = ROUNDS[key]!;
  return {
    parameters: { locale },
    render: (_args, { globals, parameters }) => {
      const lang = resolveLocale(parameters.locale ?? globals.locale);
      const setup = (store: Store) => {
        signedIn()(store);
        store.set(roundFamily.atomFor({ game: game.No, round: '7300451', logIndex: '9100000', locale: lang }), {
          status: 'ready',
          data: {
            info: detailInfo(key),
            summary:
              key === 'slot' ? { ok: true, data: { Spins: 2, FreeSpins: 1, TotalBet: 10000, TotalWin: 62000 } } : null,
            boxes: null,
          },
        });
      };
      // The list's sheet too: in the element the detail always opens over the list.
      return (
        <StoryRoot locale={lang} setup={setup}>
          <RoundDetail
            game={game}
            round={{ round: '7300451', logIndex: '9100000' }}
            onBack={() => console.info('[back]')}
          />
        </StoryRoot>
      );
    },
  };
}

// One detail story per §1 game family, in English and in a second locale.
export const DetailSlot = detailStory('slot');
export const DetailSlotThai = detailStory('slot', 'th');
export const DetailFishing = detailStory('fishing');
export const DetailFishingChinese = detailStory('fishing', 'zh-CN');
export const DetailTeenPatti = detailStory('teenpatti');
export const DetailTeenPattiKorean = detailStory('teenpatti', 'ko');
export const DetailRummy = detailStory('rummy');
export const DetailRummyTamil = detailStory('rummy', 'ta');
export const DetailTongits = detailStory('tongits');
export const DetailTongitsIndonesian = detailStory('tongits', 'id');
export const DetailPusoy = detailStory('pusoy');
export const DetailPusoyVietnamese = detailStory('pusoy', 'vi');
export const DetailBlackjackIncomplete = detailStory('blackjack');
export const DetailBlackjackIncompleteSpanish = detailStory('blackjack', 'es');
export const DetailBaccarat = detailStory('baccarat');
export const DetailBaccaratTraditionalChinese = detailStory('baccarat', 'zh-TW');
export const DetailFiveCardPoker = detailStory('poker5');
export const DetailFiveCardPokerGerman = detailStory('poker5', 'de');
export const DetailVideoPoker = detailStory('videopoker');
export const DetailVideoPokerItalian = detailStory('videopoker', 'it');
export const DetailNiuNiu = detailStory('niuniu');
export const DetailNiuNiuChinese = detailStory('niuniu', 'zh-CN');
export const DetailThreeCardPoker = detailStory('threecard');
export const DetailThreeCardPokerDutch = detailStory('threecard', 'nl');
export const DetailJogoDoBicho = detailStory('bicho');
export const DetailJogoDoBichoPortuguese = detailStory('bicho', 'pt');
export const DetailRoulette = detailStory('roulette');
export const DetailRouletteThai = detailStory('roulette', 'th');
export const DetailSicbo = detailStory('sicbo');
export const DetailSicboTraditionalChinese = detailStory('sicbo', 'zh-TW');
export const DetailDragonTiger = detailStory('dragontiger');
export const DetailDragonTigerVietnamese = detailStory('dragontiger', 'vi');
export const DetailKeno = detailStory('keno');
export const DetailKenoVietnamese = detailStory('keno', 'vi');
export const DetailBingo = detailStory('bingo');
export const DetailBingoJapanese = detailStory('bingo', 'ja');
export const DetailPlinko = detailStory('plinko');
export const DetailPlinkoGerman = detailStory('plinko', 'de');
export const DetailCrash = detailStory('crash');
export const DetailCrashSpanish = detailStory('crash', 'es');
export const DetailLimbo = detailStory('limbo');
export const DetailLimboSwedish = detailStory('limbo', 'sv');
export const DetailMines = detailStory('mines');
export const DetailMinesIndonesian = detailStory('mines', 'id');
export const DetailScratchBoxes = detailStory('scratch');
export const DetailScratchBoxesPortuguese = detailStory('scratch', 'pt');
export const DetailColorPrediction = detailStory('colorprediction');
export const DetailColorPredictionRomanian = detailStory('colorprediction', 'ro');
export const DetailCockfight = detailStory('cockfight');
export const DetailCockfightDanish = detailStory('cockfight', 'da');
export const DetailWheel = detailStory('wheel');
export const DetailWheelKorean = detailStory('wheel', 'ko');
export const DetailNoDetails = detailStory('none');
export const DetailIncomplete = detailStory('incomplete');

/** The date picker: opens as a dialog with a month grid, moves by month, Escape closes it. */
export const DatePicker: Story = {
  parameters: { msw: { handlers: [pages(10_000)] } },
  play: async ({ canvasElement }) => {
    const canvas = await inShadow(canvasElement);
    const button = await canvas.findByRole('button', { name: /Date: All dates/ });
    await userEvent.click(button);
    const dialog = await canvas.findByRole('dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const month = dialog.querySelector('[id$="-month"]')!.textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(dialog.querySelector('[id$="-month"]')!.textContent).not.toBe(month);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};
