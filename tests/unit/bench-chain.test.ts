/**
 * The bench's chain of dependent requests (scripts/bench-chain.ts, issue 45): from a page's network
 * log, which request started only after which finished, and how many round trips in sequence came
 * before the first text.
 */
import { describe, expect, it } from 'vitest';
import { requestChain, roundTrips, shortName, triggerOf, type LoggedRequest } from '../../scripts/bench-chain';

const r = (name: string, start: number, end: number): LoggedRequest => ({ name, start, end });
const names = (chain: { name: string }[]) => chain.map((s) => s.name);

/** The lobby's waterfall of issue 45 (React build, stop 37), rounded. */
const page = r('/marquee-only.html', 0, 178);
const entry = r('/dist/ingame.js', 178, 360);
const vendor = r('/dist/chunks/vendor.js', 363, 606);
const runtime = r('/dist/chunks/runtime.js', 363, 543);
const element = r('/dist/elements/ingame-marquee.js', 363, 526);
const marquee = r('/dist/chunks/marquee.js', 527, 696);
const settings = r('/api/game-setting/user-api-info/3', 642, 800);
const games = r('/api/game-setting/game-info-list', 642, 850);
const texts = r('/dist/chunks/i18n-marquee-en.js', 714, 950);
const list = r('/api/marquee/3/en-US', 806, 964);
const lobby = [page, entry, vendor, runtime, element, marquee, settings, games, texts, list];

describe('the trigger of a request', () => {
  it('is the request that finished last before it was asked for', () => {
    expect(triggerOf(list, lobby)).toBe(settings);
    expect(triggerOf(settings, lobby)).toBe(vendor);
    expect(triggerOf(marquee, lobby)).toBe(element);
  });

  it('is none for a request asked before anything had finished', () => {
    expect(triggerOf(page, lobby)).toBeNull();
  });

  it('is never a request answered after it was asked, nor one asked at the same moment', () => {
    const a = r('a', 100, 100);
    const b = r('b', 100, 100);
    expect(triggerOf(a, [a, b])).toBeNull();
    expect(triggerOf(b, [a, b])).toBeNull();
    expect(triggerOf(r('c', 200, 300), [r('slow', 50, 250), r('quick', 60, 120)])?.name).toBe('quick');
  });
});

describe('the chain to the first text', () => {
  it("follows the lobby's round trips after the page: entry, vendor, settings, list", () => {
    // The settings left after the vendor chunk was in, not after the marquee's own chunk (696).
    const chain = requestChain(page, lobby, 986);
    expect(names(chain)).toEqual([page.name, entry.name, vendor.name, settings.name, list.name]);
    expect(roundTrips(chain)).toBe(4);
  });

  it('lists what left in the same wave beside each step', () => {
    const chain = requestChain(page, lobby, 986);
    expect(names(chain[2]!.beside)).toEqual([runtime.name, element.name]);
    expect(chain[0]!.beside).toEqual([]);
  });

  it('counts the reference page: the script, then both calls at once', () => {
    const doc = r('/reference-marquee.html', 0, 170);
    const script = r('/demo/reference-marquee.js', 175, 340);
    const info = r('/api/game-setting/user-api-info/3', 345, 510);
    const marqueeList = r('/api/marquee/3/en-US', 345, 520);
    const chain = requestChain(doc, [doc, script, info, marqueeList], 530);
    expect(names(chain)).toEqual([doc.name, script.name, marqueeList.name]);
    expect(roundTrips(chain)).toBe(2);
    expect(names(chain[2]!.beside)).toEqual([info.name]);
  });

  it('takes the deepest chain, not the request answered last', () => {
    // A shallow request (asked beside the entry) answered late must not hide the deeper chain.
    const late = r('/api/slow', 180, 980);
    const chain = requestChain(page, [page, entry, vendor, settings, list, late], 986);
    expect(names(chain).at(-1)).toBe(list.name);
    expect(roundTrips(chain)).toBe(4);
    expect(late.end).toBeGreaterThan(list.end);
  });

  it("ends at the text's own call when told which it is, though another request went deeper", () => {
    // A request the page made for something else after the list (a nickname) is deeper still.
    const nickname = r('/api/member/nickname', 970, 980);
    const isList = (q: LoggedRequest) => q.name.startsWith('/api/marquee/');
    const chain = requestChain(page, [...lobby, nickname], 986, isList);
    expect(names(chain).at(-1)).toBe(list.name);
    expect(roundTrips(chain)).toBe(4);
    expect(names(requestChain(page, [...lobby, nickname], 986)).at(-1)).toBe(nickname.name);
  });

  it("takes the deepest of all when the text's call was not answered in time", () => {
    const chain = requestChain(page, lobby, 900, (q) => q.name.startsWith('/api/marquee/'));
    expect(names(chain).at(-1)).toBe(games.name);
  });

  it('ignores what was answered after the first text', () => {
    const chain = requestChain(page, lobby, 900);
    // The list (964) and the texts (950) came later: of the deepest answered by 900 (settings,
    // games list, the marquee's chunk), the one answered last.
    expect(names(chain).at(-1)).toBe(games.name);
    expect(roundTrips(chain)).toBe(3);
  });

  it("hangs a request the page's preload scanner asked for before the page ended from the page", () => {
    const app = r('/app.html', 0, 400);
    const preload = r('/dist/elements/ingame-app.js', 200, 420);
    const next = r('/dist/chunks/app.js', 430, 600);
    const chain = requestChain(app, [app, preload, next], 700);
    expect(names(chain)).toEqual([app.name, preload.name, next.name]);
  });

  it('is the page alone when nothing was answered before the first text', () => {
    expect(names(requestChain(page, lobby, 100))).toEqual([page.name]);
    expect(roundTrips(requestChain(page, lobby, 100))).toBe(0);
  });
});

describe('short names in the printout', () => {
  it("keeps an API call's path and a file's name", () => {
    expect(shortName('http://127.0.0.1:4000/api/marquee/3/en-US')).toBe('/marquee/3/en-US');
    expect(shortName('http://127.0.0.1:4000/dist/chunks/vendor-Ab12.js')).toBe('vendor-Ab12.js');
    expect(shortName('http://127.0.0.1:4000/app.html?token=x')).toBe('app.html');
  });
});
