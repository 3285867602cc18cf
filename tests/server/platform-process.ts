/**
 * One platform in its own process, for tests that need the server apart from the test's own event
 * loop (a load test) or several processes on one database (scale-out). Options as JSON in argv[2]
 * (ServerOptions); prints `READY <url>` once listening; SIGTERM closes it.
 */
import { startServer, type ServerOptions } from '../../platform/server/server.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as ServerOptions;
const server = await startServer(options).catch((error: Error) => {
  console.error(`START FAILED ${error.message}`);
  process.exit(1);
});
console.log(`READY ${server.url}`);
process.on('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
