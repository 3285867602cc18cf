/**
 * Find a Chrome/Chromium for playwright-core (it cannot download its own here). On a fresh
 * Debian machine running as root, install Debian's chromium and the Thai/CJK fonts; elsewhere
 * stop with the exact install line.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  // Chromium 151+ preloads the address bar's popup (a WebUI page in a renderer of its own) for
  // every new browser context, headless too: 1.6-2 s of CPU over the 1.3 s after each context
  // opens, that is during a bench's cold load, on a two-core machine most of a core (measured
  // here: 5 contexts 6.6 s of the browser's CPU with it, 3.0 s without). The headless shell,
  // which the tests use, has no address bar. Puppeteer turns it off by default too.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * `flags` with every `--disable-features=` list joined into one: Chromium reads only the last of a
 * repeated switch, so a launcher's own list and ours would otherwise drop one another.
 */
export function withFeatureLists(flags) {
  const prefix = '--disable-features=';
  const lists = flags.filter((flag) => flag.startsWith(prefix));
  if (lists.length < 2) return flags;
  const features = [...new Set(lists.flatMap((flag) => flag.slice(prefix.length).split(',')).filter(Boolean))];
  return [...flags.filter((flag) => !flag.startsWith(prefix)), prefix + features.join(',')];
}

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): Blink, V8 and
 * the network stack without the browser's UI layer, as Playwright itself runs headless tests. The
 * test suites use it where it is installed (`findChromium({ shell: true })`): a page of the
 * end-to-end files loaded in about half the time, with about a quarter less CPU (stop 62, docs/contributing.md
 * Timings). The benches and screenshots keep the full browser, which is what players run.
 */
const SHELL_CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

const FONTS = 'fonts-thai-tlwg fonts-noto-cjk fonts-noto-core';
export const INSTALL_LINE = `apt-get update && apt-get install -y chromium chromium-headless-shell ${FONTS}`;
const apt = (packages, update = true) =>
  execSync(
    `${update ? 'apt-get update -qq && ' : ''}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
    {
      stdio: 'inherit',
      shell: '/bin/bash',
    },
  );

function fontsMissing() {
  try {
    const families = execSync('fc-list : family', { encoding: 'utf8' });
    return (
      !/Noto (Sans|Serif) CJK/.test(families) ||
      !/Noto Sans Tamil/.test(families) ||
      !/Loma|Garuda|Kinnari|Norasi|Umpush|Waree|Sawasdee|Tlwg/i.test(families)
    );
  } catch {
    return true;
  }
}

/**
 * The browser to drive: CHROMIUM_PATH if set; else, with `shell`, the headless shell where it is
 * installed; else the first Chrome or Chromium found (installed first on a Debian machine as root).
 */
export function findChromium({ install = true, shell = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const headless = () => (shell ? SHELL_CANDIDATES.find((p) => existsSync(p)) : undefined);
  let found = headless() ?? CANDIDATES.find((p) => existsSync(p));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version');
  // Installed only when the browser or a font is missing: a machine with Chromium but no shell
  // drives the full browser rather than asking apt again from every test file (.ci/run installs it).
  if ((!found || fontsMissing()) && install && isRoot && isDebian) {
    console.log(`Installing Chromium and fonts: ${INSTALL_LINE}`);
    apt(`chromium ${FONTS}`);
    // The shell apart: where its package is missing, the full browser does (a slower run, not a failed one).
    try {
      apt('chromium-headless-shell', false);
    } catch {
      console.log('No chromium-headless-shell: the suites drive the full browser.');
    }
    found = headless() ?? CANDIDATES.find((p) => existsSync(p));
  }
  if (!found) {
    throw new Error(`No Chrome or Chromium found. Install one (Debian: ${INSTALL_LINE}) or set CHROMIUM_PATH.`);
  }
  return found;
}
