/** Request input readers: hostile input becomes Code 1001, never a 500. */
import { CODES } from '../../../src/api/contract/index.ts';
import { ApiFailure, type HandlerContext } from './context.ts';

export function int(
  value: string | null | undefined,
  name: string,
  { min = -2_147_483_648, max = 2_147_483_647 } = {},
): number {
  if (value == null || !/^-?\d{1,10}$/.test(value))
    throw new ApiFailure(CODES.BAD_REQUEST, `${name} must be an integer`);
  const n = Number(value);
  if (n < min || n > max) throw new ApiFailure(CODES.BAD_REQUEST, `${name} is out of range`);
  return n;
}

export function optionalInt(
  value: string | null | undefined,
  name: string,
  range?: { min?: number; max?: number },
): number | undefined {
  return value == null || value === '' ? undefined : int(value, name, range);
}

export function text(value: unknown, name: string, max = 200): string {
  if (typeof value !== 'string' || value.length > max)
    throw new ApiFailure(CODES.BAD_REQUEST, `${name} must be a string of at most ${max} characters`);
  return value;
}

export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiFailure(CODES.BAD_REQUEST, 'A JSON object body is required');
  return body as Record<string, unknown>;
}

/** The `:apiId` path parameter of the public calls. */
export const apiIdParam = (ctx: Pick<HandlerContext, 'params'>) => int(ctx.params.apiId, 'apiId', { min: 1 });
