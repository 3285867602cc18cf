/** Demo data an operator could show: one name per operator, item-card pictures where the client looks. */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATORS } from '../../platform/server/catalog';
import { brandFor } from '../../src/core/brands';

describe('one name per operator', () => {
  it.each(OPERATORS.map((o) => [o.apiId, o] as const))(
    'operator %i has the same web id and title in the catalogue and the brand table (header, landing)',
    (apiId, operator) => {
      expect({ webId: operator.webId, title: operator.title }).toEqual({
        webId: brandFor(apiId).webId,
        title: brandFor(apiId).title,
      });
    },
  );
});

describe('item-card pictures', () => {
  it('exist for zh-CN and zh-TW wherever en-US has one, so a Chinese page asks once per card', () => {
    const cards = readdirSync('assets/item-cards/en-US');
    expect(cards.length).toBeGreaterThan(0);
    for (const locale of ['zh-CN', 'zh-TW'])
      for (const card of cards)
        expect(existsSync(`assets/item-cards/${locale}/${card}`), `${locale}/${card}`).toBe(true);
  });
});
