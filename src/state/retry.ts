/**
 * Queries ask again after a network failure only (5003: no answer arrived), a bounded number of
 * times with a growing wait; anything the platform answered (a Code, a 404, a wrong shape) and a
 * timeout (already 60 s, §8) fail at once. Mutations are never retried here: a change the
 * platform may have applied is the player's to repeat.
 */
import { CODES, type ApiError } from '../api/contract/common';
import { toApiError } from '../api/client';

/** Waits before the 2nd and 3rd try (ms). */
export const NETWORK_RETRY_DELAYS: readonly number[] = [400, 1600];

export async function retryOnNetwork<T>(run: () => Promise<T>, delays = NETWORK_RETRY_DELAYS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (thrown) {
      const error: ApiError = toApiError(thrown);
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      // Only no answer at all: a 5003 the platform answered (status set) is an answer.
      if (error.Code !== CODES.NETWORK || error.status !== 0 || offline || attempt >= delays.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}
