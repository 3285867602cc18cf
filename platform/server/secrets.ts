/**
 * The secrets a platform signs sessions and derives fairness seeds with, per platform: each app
 * runs its requests inside its own (AsyncLocalStorage), so two platforms in one process (the tests
 * start several, the demo's secrets differ per data folder) never sign with each other's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface PlatformSecrets {
  /** Signs and checks the login tokens (INGAME_JWT_SECRET). */
  jwt: string;
  /** Every server seed derives from it (INGAME_FAIRNESS_SECRET). */
  fairness: string;
}

const current = new AsyncLocalStorage<PlatformSecrets>();

/** Run `fn` (a request) with these secrets. */
export const withSecrets = <T>(secrets: PlatformSecrets, fn: () => T): T => current.run(secrets, fn);

/** The secrets of the platform whose request is running, if any. */
export const currentSecrets = (): PlatformSecrets | undefined => current.getStore();
