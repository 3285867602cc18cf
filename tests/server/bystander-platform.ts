/**
 * A platform in its own process, for tests that must measure it from outside (a blocked event
 * loop would block the test's own timers too): `node --import tsx tests/server/bystander-platform.ts
 * '<ServerOptions as JSON>'` prints one line `READY <url>`, then serves until killed.
 */
import { startServer, type ServerOptions } from '../../platform/server/server.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as ServerOptions;
const server = await startServer(options);
console.log(`READY ${server.url}`);
