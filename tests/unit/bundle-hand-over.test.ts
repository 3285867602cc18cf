// @vitest-environment happy-dom
/**
 * Two copies of the bundle on one page (issue 42 item 6): a module tag carrying `data-game-token`
 * and a classic script. The copy that stands down hands its settings to the copy that runs the
 * page, and the console names them (never their values); with no running copy to take them, the
 * console names what was ignored. Here another copy owns the page before this one asks.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const OWNER = Symbol.for('ingame.runtime');
const HAND_OVER = Symbol.for('ingame.handOverConfig');
type Holder = { [OWNER]?: unknown; [HAND_OVER]?: unknown };

async function standingDownCopy(running?: (input: object) => void, ownTag = 'type="module" src="ingame.js"') {
  vi.resetModules();
  const holder = globalThis as Holder;
  holder[OWNER] = { id: {}, version: '0.0.9', root: 'https://cdn.example/ingame/' };
  if (running) holder[HAND_OVER] = running;
  else delete holder[HAND_OVER];
  // This copy's module tag (from its own folder), and the running copy's classic tag, not read here.
  const { BUNDLE_ROOT } = await import('../../src/state/bundle');
  document.head.innerHTML =
    `<script ${ownTag.replace('src="', `src="${BUNDLE_ROOT}`)} data-game-token="gt-secret" data-api-id="7"></script>` +
    '<script type="text/plain" data-ingame data-api-base="https://platform.test/api"></script>';
  return import('../../elements/page-config');
}

describe('a copy of the bundle that stands down', () => {
  afterEach(() => vi.restoreAllMocks());

  it("passes its module tag's settings to the running copy and names them, not their values", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const running = vi.fn();
    const { handOverScriptConfig } = await standingDownCopy(running);
    handOverScriptConfig();
    handOverScriptConfig();
    // The hand-over's code loads only in a copy that stands down.
    await vi.waitFor(() => expect(running).toHaveBeenCalled());
    expect(running).toHaveBeenCalledTimes(1);
    expect(running).toHaveBeenCalledWith({ gameToken: 'gt-secret', apiId: '7' });
    const said = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(said).toContain('its script tag settings (data-game-token, data-api-id) go to the copy that runs the page');
    expect(said).not.toContain('gt-secret');
  });

  it('passes the settings of the classic loader (ingame.iife.js) that imported it, not a bundle beside it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const running = vi.fn();
    const { handOverScriptConfig } = await standingDownCopy(running, 'src="ingame.iife.js"');
    document.head.insertAdjacentHTML(
      'afterbegin',
      `<script src="${(await import('../../src/state/bundle')).BUNDLE_ROOT}ingame.bundle.iife.js" data-api-id="9"></script>`,
    );
    handOverScriptConfig();
    await vi.waitFor(() => expect(running).toHaveBeenCalled());
    expect(running).toHaveBeenCalledWith({ gameToken: 'gt-secret', apiId: '7' });
  });

  it('passes an ingame.configure() made on it to the running copy', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const running = vi.fn();
    const { configure } = await standingDownCopy(running);
    configure({ lang: 'th', token: 'player-token' });
    await vi.waitFor(() => expect(running).toHaveBeenCalled());
    expect(running).toHaveBeenCalledWith({ lang: 'th', token: 'player-token' });
  });

  it('says exactly what it ignored when the running copy takes no settings (an older version)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { handOverScriptConfig } = await standingDownCopy();
    handOverScriptConfig();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn.mock.calls.map((call) => String(call[0]))).toContain(
      '[ingame] This copy of the bundle stands down and ignores its script tag settings: data-game-token, data-api-id. ' +
        'Give them to the copy that runs the page, or load one copy.',
    );
  });
});
