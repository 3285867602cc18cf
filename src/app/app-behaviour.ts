/**
 * §4 behaviours of the full-page app, as small installers with pure decisions inside:
 * - a `message` whose origin is exactly the game origin (posthost) with command `refresh`
 *   reloads the page (stayLatestPage) or goes to the first page; any other origin is ignored;
 * - double-tap within 300 ms and multi-touch zoom are blocked;
 * - closing the web view (the app's bridge, the host frame, or the window).
 */
import { closeAction, type CloseAction } from './app-look';

/** Should this message refresh the app? Only the exact game origin, only `refresh`. */
export function isRefreshMessage(event: Pick<MessageEvent, 'origin' | 'data'>, gameOrigin: string | null): boolean {
  if (!gameOrigin || event.origin !== gameOrigin) return false;
  const data = event.data as unknown;
  if (data === 'refresh') return true;
  return typeof data === 'object' && data !== null && (data as { command?: unknown }).command === 'refresh';
}

export const DOUBLE_TAP_MS = 300;

/** A second tap this soon after the previous one is a double-tap (§4, §9). */
export function isDoubleTap(previousTapMs: number | null, nowMs: number): boolean {
  return previousTapMs !== null && nowMs - previousTapMs < DOUBLE_TAP_MS;
}

export function installRefreshListener(gameOrigin: string | null, refresh: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (isRefreshMessage(event, gameOrigin)) refresh();
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

export function installZoomBlock(doc: Document = document): () => void {
  let lastTap: number | null = null;
  const onTouchEnd = (event: TouchEvent) => {
    const now = event.timeStamp;
    if (isDoubleTap(lastTap, now)) event.preventDefault();
    lastTap = now;
  };
  const onMultiTouch = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault();
  };
  const onGesture = (event: Event) => event.preventDefault();
  doc.addEventListener('touchend', onTouchEnd, { passive: false });
  doc.addEventListener('touchstart', onMultiTouch, { passive: false });
  doc.addEventListener('touchmove', onMultiTouch, { passive: false });
  // Safari's pinch gestures.
  doc.addEventListener('gesturestart', onGesture);
  return () => {
    doc.removeEventListener('touchend', onTouchEnd);
    doc.removeEventListener('touchstart', onMultiTouch);
    doc.removeEventListener('touchmove', onMultiTouch);
    doc.removeEventListener('gesturestart', onGesture);
  };
}

/** The close hooks a game client's web view may inject (iOS WKWebView handler, Android bridge). */
interface AppBridgeWindow {
  webkit?: { messageHandlers?: { closeWindow?: { postMessage(message: unknown): void } } };
  Android?: { closeWindow?: () => void };
}

/** The app's own close action when its web view provides one (§2 device=mobileapp). */
export function appCloseBridge(win: Window = window): (() => void) | null {
  const w = win as unknown as AppBridgeWindow;
  const ios = w.webkit?.messageHandlers?.closeWindow;
  if (ios) return () => ios.postMessage({ command: 'close' });
  const android = w.Android?.closeWindow;
  if (typeof android === 'function') return () => android.call(w.Android);
  return null;
}

/**
 * §2 "back closes the web view": with device=mobileapp, the app's close action; in a frame with a
 * valid posthost, the close message to exactly that origin; else window.close().
 */
export function closeWebView(flags: { useAppCloseWindow: boolean; postMessageHost: string | null }): CloseAction {
  const bridge = appCloseBridge();
  const action = closeAction(flags, window.parent !== window, bridge !== null);
  if (action === 'app') bridge!();
  else if (action === 'post') window.parent.postMessage({ command: 'close' }, flags.postMessageHost!);
  else window.close();
  return action;
}
