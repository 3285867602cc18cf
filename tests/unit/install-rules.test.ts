import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { ANDROID_STEPS, IOS_STEPS, type InstallGuide } from '../../src/api/contract';
import {
  detectPlatform,
  guideSections,
  isIosSafari,
  knownSteps,
  linkState,
  qrTarget,
  safeLink,
} from '../../src/features/install/install-rules';
import { matrixFromPath, qrDrawing, qrMatrix, QUIET_ZONE } from '../../src/features/install/qr';
import {
  appEntry,
  appKey,
  downloadBackground,
  downloadLayout,
  siteVariant,
} from '../../src/features/install/download-rules';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.44.109]',
  iphoneLine:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1 Line/14.3.0',
  ipadOs:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
};

describe('platform detection', () => {
  it.each([
    ['iphoneSafari', 0, 'ios'],
    ['iphoneChrome', 5, 'ios'],
    ['ipadOs', 5, 'ios'],
    ['ipadOs', 0, 'desktop'], // a real Mac has no touch points
    ['android', 5, 'android'],
    ['windows', 0, 'desktop'],
    ['linux', 0, 'desktop'],
    ['', 0, 'desktop'],
  ] as const)('%s with %i touch points → %s', (ua, touch, platform) => {
    expect(detectPlatform(UA[ua as keyof typeof UA] ?? ua, touch)).toBe(platform);
  });

  it('tells Safari from other iPhone browsers and in-app web views', () => {
    expect(isIosSafari(UA.iphoneSafari)).toBe(true);
    expect(isIosSafari(UA.ipadOs)).toBe(true);
    for (const ua of [UA.iphoneChrome, UA.iphoneFacebook, UA.iphoneLine, UA.android])
      expect(isIosSafari(ua)).toBe(false);
  });
});

describe('guide sections', () => {
  it.each([
    [
      'desktop',
      false,
      { qr: true, androidButton: false, androidSteps: true, openInSafari: false, iosSteps: true, webAppLink: false },
    ],
    [
      'android',
      false,
      { qr: false, androidButton: true, androidSteps: true, openInSafari: false, iosSteps: false, webAppLink: false },
    ],
    [
      'ios',
      true,
      { qr: false, androidButton: false, androidSteps: false, openInSafari: false, iosSteps: true, webAppLink: true },
    ],
    [
      'ios',
      false,
      { qr: false, androidButton: false, androidSteps: false, openInSafari: true, iosSteps: true, webAppLink: false },
    ],
  ] as const)('%s (safari %s)', (platform, safari, sections) => {
    expect(guideSections(platform, safari)).toEqual(sections);
  });

  it('keeps only the step keys the client can name, in the platform order', () => {
    expect(knownSteps([...IOS_STEPS], 'ios')).toHaveLength(9);
    expect(knownSteps(['openSafari', 'Open this page in Safari.', 'trustApp', 'allowUnknownApps'], 'ios')).toEqual([
      'openSafari',
      'trustApp',
    ]);
    expect(knownSteps([...ANDROID_STEPS, 'trustApp'], 'android')).toEqual([...ANDROID_STEPS]);
  });
});

describe('links', () => {
  it.each([
    ['https://download.example/tada/app.apk', 'https://download.example/tada/app.apk'],
    ['http://a.example/x', 'http://a.example/x'],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['/relative/app.apk', null],
    ['', null],
    [null, null],
  ])('%s → %s', (url, safe) => {
    expect(safeLink(url)).toBe(safe);
  });

  const guide = (over: Partial<InstallGuide>): InstallGuide => ({
    AndroidLink: 'https://a.example/app.apk',
    WebAppUrl: 'https://w.example/',
    Expired: false,
    IosSteps: [],
    AndroidSteps: [],
    ...over,
  });
  it('an expired link and a guide without a followable link both say "no longer available"', () => {
    expect(linkState(guide({}))).toBe('available');
    expect(linkState(guide({ AndroidLink: '' }))).toBe('available');
    expect(linkState(guide({ Expired: true }))).toBe('expired');
    expect(linkState(guide({ AndroidLink: 'javascript:x', WebAppUrl: '' }))).toBe('none');
  });

  it('the QR opens this page, without the login token', () => {
    expect(qrTarget(undefined, 'https://lobby.example/download.html?lang=th#/download')).toBe(
      'https://lobby.example/download.html?lang=th#/download',
    );
    expect(qrTarget(null, 'https://lobby.example/app.html?token=secret&lang=th&t=x#/download/teach')).toBe(
      'https://lobby.example/app.html?lang=th#/download/teach',
    );
    expect(qrTarget('https://other.example/get', 'https://lobby.example/')).toBe('https://other.example/get');
    expect(qrTarget('javascript:alert(1)', 'https://lobby.example/')).toBe('https://lobby.example/');
  });
});

describe('QR drawing', () => {
  const url = 'https://lobby.example/download.html?lang=th#/download/teach';
  it('draws exactly the modules of the QR code of the URL (quiet zone included)', () => {
    const { size, path } = qrDrawing(url);
    const expected = encode(url, { ecc: 'M', border: QUIET_ZONE }).data;
    expect(size).toBe(expected.length);
    expect(matrixFromPath(path, size)).toEqual(expected);
    // Another URL draws another code.
    expect(matrixFromPath(path, size)).not.toEqual(qrMatrix(`${url}x`).slice(0, size));
  });

  it('has a four-module white border and the three finder patterns', () => {
    const m = qrMatrix(url);
    const n = m.length;
    for (let i = 0; i < n; i++) {
      for (let q = 0; q < QUIET_ZONE; q++) {
        expect(m[q]![i] || m[n - 1 - q]![i] || m[i]![q] || m[i]![n - 1 - q]).toBe(false);
      }
    }
    // A finder pattern: a dark 7×7 ring around a dark 3×3 core, at three corners.
    const finder = (x: number, y: number) =>
      [0, 6].every((d) => m[y + d]![x + 3] && m[y + 3]![x + d]) && m[y + 3]![x + 3] && !m[y + 1]![x + 3];
    const e = n - QUIET_ZONE - 7;
    expect([finder(QUIET_ZONE, QUIET_ZONE), finder(e, QUIET_ZONE), finder(QUIET_ZONE, e)]).toEqual([true, true, true]);
  });
});

describe('download layouts and the app entry (§2)', () => {
  it('names the four layouts; anything else is not a download route', () => {
    expect([undefined, 'teach', 'pure', 'background', 'plain'].map((s) => downloadLayout(s))).toEqual([
      'plain',
      'teach',
      'pure',
      'background',
      'plain',
    ]);
    expect(downloadLayout('evil')).toBeNull();
  });
  it('myr10 means 10; junk is no key', () => {
    expect(appKey('myr10')).toBe(10);
    expect(appKey('MYR10')).toBe(10);
    expect(appKey('3')).toBe(3);
    for (const raw of ['', null, 'myr', 'myr-1', '10abc', '1e3', '<b>']) expect(appKey(raw)).toBeNull();
  });
  it('looks the key up in the IN list for site variant IN, else the other list', () => {
    expect(appEntry('myr10', 'IN')).toEqual({ key: 10, apiId: 110 });
    expect(appEntry('myr10', null)).toEqual({ key: 10, apiId: 20000 });
    expect(appEntry('1', 'IN')).toBeNull();
    expect(appEntry('1', 'PH')).toEqual({ key: 1, apiId: 3 });
  });
  it("the site variant is the link's own, else India → IN", () => {
    expect(siteVariant('in', null)).toBe('IN');
    expect(siteVariant('PH', 'IN')).toBe('PH');
    expect(siteVariant(null, 'IN')).toBe('IN');
    expect(siteVariant('', 'TH')).toBeNull();
    expect(siteVariant(null, null)).toBeNull();
  });
  it('the background layout picks its image by the logo file name (jili rule); the others are black', () => {
    expect(downloadBackground('background', 'logo-jili-plus.svg')).toBe('download-bg-jili.svg');
    expect(downloadBackground('background', 'logo-tada.svg')).toBe('download-bg-tada.svg');
    expect(downloadBackground('teach', 'logo-jili-plus.svg')).toBeNull();
  });
});
