// @vitest-environment happy-dom
/**
 * One error per page with one Retry (issue 41) on the events hub: when the platform fails, the
 * banners, the tournaments and the news all fail at once; the page shows one §8 box with one
 * Retry, and that Retry asks again for every section. Against a fake platform at the network edge.
 */
import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai/vanilla';
import { installClientHooks } from '../../src/api/client';
import { DEFAULT_CONFIG } from '../../src/core/config';
import { configAtom, sessionReadyAtom, userApiInfoAtom } from '../../src/state/session';
import { ActionPage } from '../../src/app/pages/action-page';
import { render, screenOf, until } from './render';

let requests: string[] = [];
function platform(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  requests.push(url.pathname.replace(/^\/api/, ''));
  return Promise.resolve(
    new Response(JSON.stringify({ Code: 500, Message: 'Internal Server Error', Data: null }), {
      status: 500,
      headers: { 'x-trace-id': 'tr4ce' },
    }),
  );
}

function store() {
  const s = createStore();
  s.set(configAtom, { ...DEFAULT_CONFIG, apiId: 3, apiBase: 'https://platform.test/api' });
  s.set(userApiInfoAtom, { Timezone: 480, WebId: 'tada', OperatorType: 'STANDARD' } as never);
  s.set(sessionReadyAtom, true);
  return s;
}

beforeEach(() => {
  requests = [];
  installClientHooks({ baseUrl: () => 'https://platform.test/api', token: () => null, timeoutMs: () => 5000 });
  vi.stubGlobal('fetch', vi.fn(platform));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const asked = (prefix: string) => requests.filter((path) => path.startsWith(prefix)).length;

describe('the events hub with its platform failing', () => {
  it('shows one error box with one Retry, which asks again for banners, tournaments and news', async () => {
    const view = await render(<ActionPage />, { store: store(), locale: 'vi' });
    const screen = screenOf(view);
    // Every section has asked and failed (the lower ones are shown after at most 3 s).
    await until(
      () =>
        asked('/banner/') &&
        asked('/action/promote-list/') &&
        asked('/rank/') &&
        screen.queryAllByRole('alert').length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const retries = screen.getAllByRole('button', { name: 'Thử lại' });
    expect(retries).toHaveLength(1);
    const before = { banner: asked('/banner/'), news: asked('/action/promote-list/'), rankings: asked('/rank/') };
    fireEvent.click(retries[0]!);
    await until(
      () =>
        asked('/banner/') > before.banner &&
        asked('/action/promote-list/') > before.news &&
        asked('/rank/') > before.rankings,
    );
    // Never the server's English status line.
    expect(view.container.textContent).not.toContain('Internal Server Error');
  }, 15_000);
});
