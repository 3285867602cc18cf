/**
 * Install guide seed: which operators' download links are withdrawn. One operator (1072) has a
 * link that expired before the seed anchor, so the §8 "no longer available" text can be seen;
 * every other link stays open.
 */
import type { Db } from '../db.ts';
import { SEED_ANCHOR } from '../catalog.ts';

export const EXPIRED_DOWNLOAD_API_IDS = [1072];

export async function seedInstall(db: Db): Promise<void> {
  const expiredAt = new Date(SEED_ANCHOR - 30 * 86_400_000).toISOString();
  await db.query('UPDATE operators SET download_expires_at = $1 WHERE api_id = ANY($2)', [
    expiredAt,
    EXPIRED_DOWNLOAD_API_IDS,
  ]);
}
