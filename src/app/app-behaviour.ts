/**
 * §4 behaviours of the full-page app, as small installers with pure decisions inside:
 * - a `message` whose origin is exactly the game origin (posthost) with command `refresh`
 *   reloads the page (stayLatestPage) or goes to the first page; any other origin is ignored;
 * - double-tap within 300 ms and multi-touch zoom are blocked.
 */

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
