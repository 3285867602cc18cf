/**
 * The round detail shows what the platform's game engine decided: open card rounds in Chromium
 * and compare each hand on the screen (cards, hand name, result) with the round the API returns.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { demoPlayers, freshGameToken, harnessForFile, playerApi, type Harness } from './harness.ts';
import type { CardHand, DetailInfo } from '../../src/api/contract/index.ts';

const harness = harnessForFile();
let h: Harness;
before(async () => {
  h = await harness();
});

const SUIT = { S: '♠', H: '♥', D: '♦', C: '♣', J: '🃏' } as const;
const HAND_NAMES: Record<string, string> = {
  highCard: 'High Card',
  pair: 'Pair',
  twoPair: 'Two Pair',
  threeOfAKind: 'Three of a Kind',
  straight: 'Straight',
  flush: 'Flush',
  fullHouse: 'Full House',
  fourOfAKind: 'Four of a Kind',
  straightFlush: 'Straight Flush',
  fiveOfAKind: 'Five of a Kind',
};
const RESULTS: Record<string, string> = { win: 'Win', lose: 'Lose', push: 'Push', bust: 'Bust', fold: 'Fold' };

describe('round details show the engine’s play', () => {
  // Teen Patti, Blackjack, Baccarat, Video Poker, Three Card Poker.
  for (const game of [12, 16, 17, 19, 21]) {
    it(`game ${game}: every hand on screen has the engine's cards, name and result`, async () => {
      const players = (await demoPlayers(h)).filter((p) => p.apiId === 3);
      let found: { account: string; info: DetailInfo } | null = null;
      for (const player of players) {
        const list = await playerApi<{ Records: { RoundIndex: string }[] }>(
          h,
          player,
          `/history/${game}/get-history-record?LangId=en&StartRowIndex=0&EndRowIndex=0&LogIndexAsRoundIndex=false`,
        );
        const round = list.Records[0]?.RoundIndex;
        if (!round) continue;
        const info = await playerApi<DetailInfo>(h, player, `/history/${game}/get-detail-info/en-US/${round}`);
        const hands = info.Payload?.Kind === 'cards' ? info.Payload.Hands : [];
        if (hands.length && hands.every((hand) => hand.Cards.length)) {
          found = { account: player.account, info };
          break;
        }
      }
      assert.ok(found, `a seeded player has a whole round of game ${game}`);
      const page = await h.page({ width: 375, height: 740 });
      await page.goto(
        `${h.base}/app.html?token=${encodeURIComponent(await freshGameToken(h, found.account))}&lang=en#/ingame/gamehistory/${game}/${found.info.RoundIndex}`,
      );
      await page.locator('ingame-app .round--cards .hand').first().waitFor({ timeout: 15_000 });
      const shown = await page.evaluate(() =>
        [...document.querySelector('ingame-app')!.shadowRoot!.querySelectorAll('.round--cards .hand')].map((hand) => ({
          mine: hand.classList.contains('hand--mine'),
          cards: [...hand.querySelectorAll('.playing-card')].map((c) => c.textContent),
          name: hand.querySelector('.hand__name')?.textContent ?? '',
          result: hand.querySelector('.result')?.textContent ?? '',
        })),
      );
      const hands = (found.info.Payload as { Hands: CardHand[] }).Hands;
      // The player's own hand comes first on screen.
      const expected = [...hands].sort((a, b) => Number(b.IsMine) - Number(a.IsMine));
      assert.deepEqual(
        shown,
        expected.map((hand) => ({
          mine: hand.IsMine,
          cards: hand.Cards.map((c) => `${c.Suit === 'J' ? '' : c.Rank}${SUIT[c.Suit]}`),
          name: HAND_NAMES[hand.HandName] ?? hand.HandName,
          result: RESULTS[hand.Result] ?? hand.Result,
        })),
      );
      await page.close();
    });
  }
});
