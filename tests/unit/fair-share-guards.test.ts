/** Issue 46: the client's address behind a trusted proxy, in-flight limits, and turns per key. */
import { describe, expect, it } from 'vitest';
import { fairScheduler, forwardedAddress, inFlightLimiter, parseAddressRanges } from '../../platform/server/guards';

describe('the client address behind a trusted proxy', () => {
  const trusted = parseAddressRanges(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);

  it.each([
    ['no proxy configured: the socket, whatever the header says', '127.0.0.1', '1.2.3.4', [], '127.0.0.1'],
    ['an untrusted socket: its own address, the header is ignored', '203.0.113.9', '1.2.3.4', trusted, '203.0.113.9'],
    ['a trusted socket: the hop it reports', '127.0.0.1', '198.51.100.7', trusted, '198.51.100.7'],
    [
      'the right-most untrusted hop, never what the client wrote on the left',
      '10.1.2.3',
      '6.6.6.6, 198.51.100.7, 10.9.9.9',
      trusted,
      '198.51.100.7',
    ],
    ['a mapped IPv4 socket counts as its IPv4 address', '::ffff:127.0.0.1', '198.51.100.7', trusted, '198.51.100.7'],
    ['an IPv6 proxy range', 'fd12::1', '2001:db8::5', trusted, '2001:db8::5'],
    ['a hop that is no address stops at the proxy that reported it', '127.0.0.1', 'garbage', trusted, '127.0.0.1'],
    ['only trusted hops: the left-most of them', '127.0.0.1', '10.0.0.5, 10.0.0.6', trusted, '10.0.0.5'],
  ] as const)('%s', (_, socket, header, ranges, expected) => {
    expect(forwardedAddress(socket, header, ranges)).toBe(expected);
  });

  it('refuses a malformed range in the configuration', () => {
    expect(() => parseAddressRanges(['10.0.0.0/33'])).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseAddressRanges(['proxy.local'])).toThrow();
  });
});

describe('in-flight limits', () => {
  it('refuses a key at its limit until one of its requests ends, and forgets idle keys', () => {
    const slots = inFlightLimiter(2);
    const first = slots.acquire('a')!;
    expect(slots.acquire('a')).not.toBeNull();
    expect(slots.acquire('a')).toBeNull();
    expect(slots.acquire('b')).not.toBeNull();
    first();
    first();
    expect(slots.acquire('a')).not.toBeNull();
    expect(slots.acquire('a')).toBeNull();
  });
});

describe('turns per key', () => {
  it("a key with a backlog delays another key's work by one turn, not by its backlog", async () => {
    const run = fairScheduler(1);
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(name);
      await new Promise((r) => setTimeout(r, 1));
    };
    const backlog = Array.from({ length: 10 }, (_, i) => run('abuser', job(`abuser${i}`)));
    await new Promise((r) => setTimeout(r, 0));
    const bystander = run('bystander', job('bystander'));
    await Promise.all([...backlog, bystander]);
    expect(order.indexOf('bystander')).toBeLessThanOrEqual(2);
  });
});
