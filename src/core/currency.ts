/**
 * §3/§5 money: an amount from the platform is in the currency's smallest unit. It is shown as
 * `symbol amount`, where amount = value × ratio ÷ unit, truncated by the §5 number rules.
 * Sources, first match wins: the operator's customised display (same currency number and api id)
 * for symbol and ratio, the platform's currency display for symbol, unit and ratio, and the login
 * token's UNIT, RATIO and CSYMBOL.
 */
import { formatNumber } from './format';
import type { CurrencyDisplay, CustomCurrencyDisplay } from '../api/contract';
import type { Identity } from './identity';

export interface Currency {
  symbol: string;
  unit: number;
  ratio: number;
}

const positive = (n: unknown, fallback: number) =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : fallback;

export function playerCurrency(
  identity: Pick<Identity, 'apiId' | 'currencyNo' | 'currencySymbol' | 'unit' | 'ratio'> | null,
  display: { list: CurrencyDisplay[]; custom: CustomCurrencyDisplay[] },
): Currency {
  if (!identity) return { symbol: '', unit: 1, ratio: 1 };
  const base = display.list.find((d) => d.No === identity.currencyNo);
  const custom = display.custom.find((d) => d.No === identity.currencyNo && d.ApiId === identity.apiId);
  return {
    symbol: custom?.Symbol || base?.Symbol || identity.currencySymbol || '',
    unit: positive(base?.Unit, positive(identity.unit, 1)),
    ratio: positive(custom?.Ratio, positive(base?.Ratio, positive(identity.ratio, 1))),
  };
}

/** `₱ 1,234.50`; `-₱ 3.00` for negatives; N/A when the value is not a number. */
export function formatMoney(value: number | null | undefined, currency: Currency, locale: string): string {
  if (value == null || !Number.isFinite(value)) return 'N/A';
  const amount = formatNumber(Math.abs((value * currency.ratio) / currency.unit), { locale });
  const sign = value < 0 && /[1-9]/.test(amount) ? '-' : '';
  return `${sign}${currency.symbol ? `${currency.symbol} ` : ''}${amount}`;
}

/**
 * A member amount (rebate, chest reward, holiday prize, week bets) with the player's currency, as
 * the board and the rewards show theirs (§5). Member amounts are already in coins as displayed
 * (contract/member.ts: Units), so the currency's unit and ratio are not applied again.
 */
export function formatMemberMoney(value: number, currency: Currency, locale: string): string {
  return formatMoney(value, { symbol: currency.symbol, unit: 1, ratio: 1 }, locale);
}
