/**
 * <ingame-marquee> (§2, §4, §8): the announcements strip. Blank while loading, an inline error
 * with Code, Message and Trace on failure, and otherwise one item at a time moving up every 5 s.
 * A pause control (WCAG 2.2.2); hovering or focusing also pauses; no sliding under reduced motion.
 * An announcement is read whole (issue 41): one too long for its line scrolls sideways through
 * its measured overflow (measured again when its width changes), and the rotation waits until it
 * has; under reduced motion it wraps.
 */
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type CSSProperties } from 'react';
import { useAtomValue } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import type { MarqueeItem } from '../../api/contract';
import { readableOn } from '../../core/color';
import { apiIdAtom, sessionReadyAtom } from '../../state/session';
import { useResource } from '../../state/resource';
import { EARLY_SLOT, useElement } from '../../ui/element-context';
import { useBackdrop } from '../../ui/use-backdrop';
import { ErrorNotice } from '../../ui/error-notice';
import { marqueeFamily } from './marquee.api';
import {
  fillTemplate,
  indexAfter,
  PAUSE_ICON,
  PLAY_ICON,
  readingMs,
  rotationList,
  ROTATION_MS,
  SPEAKER_ICON,
} from './marquee-template';
import css from './marquee.css?inline';
import { marqueeCatalog } from './marquee.catalog';
import { FeatureScope } from '../../ui/feature-scope';

export interface MarqueeProps {
  /** Milliseconds between items; §9 says 5000. Exposed for demos and tests. */
  interval?: number;
}

function segmentsOf(item: MarqueeItem) {
  return fillTemplate(item.Template.Format, item.Content, item.ContentColor);
}

function MarqueeView({ interval = ROTATION_MS }: MarqueeProps) {
  const { t } = useLingui();
  const { locale, styleRoot } = useElement();
  const ready = useAtomValue(sessionReadyAtom);
  const apiId = useAtomValue(apiIdAtom);
  const resource = useResource(marqueeFamily, ready ? { apiId, locale } : null);

  const items = resource.status === 'ready' ? resource.data : null;
  const { list, start } = useMemo(() => rotationList(items ?? []), [items]);
  // Ticks since this list arrived; reset while rendering (not in an effect), so the first frame
  // of a new list already shows its first announcement.
  const [ticks, setTicks] = useState(0);
  const [ticksOf, setTicksOf] = useState(list);
  if (ticksOf !== list) {
    setTicksOf(list);
    setTicks(0);
  }
  const index = indexAfter(start, ticksOf === list ? ticks : 0, list.length);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  // The operator's colours are kept, made just readable enough on whatever background the
  // theme gives the strip (a red #e63946 on the dark theme is 4.0:1, under WCAG's 4.5); read
  // again at each announcement, so a theme switch is followed at the next.
  const strip = useRef<HTMLElement>(null);
  // Each announcement's segments, once per list (not on every step of the rotation).
  const segments = useMemo(() => list.map(segmentsOf), [list]);
  const coloured = segments.some((parts) => parts.some((segment) => segment.color));
  const backdrop = useBackdrop(strip, `${index} ${list.length}`, coloured);

  // The shown announcement's overflow past its line, measured once it is laid out (0: it fits),
  // and again whenever the strip or a text changes size: a rotated phone, a resized window, a
  // zoom preset or a web font arriving (a stale measure scrolled too far, or not at all).
  const viewport = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ index: -1, px: 0 });
  const [resized, remeasure] = useReducer((n: number) => n + 1, 0);
  const shownList = resource.status === 'ready' && list.length > 0;
  useEffect(() => {
    const box = viewport.current;
    if (!shownList || !box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => remeasure());
    observer.observe(box);
    box.querySelectorAll('.marquee__text').forEach((text) => observer.observe(text));
    return () => observer.disconnect();
  }, [shownList, segments]);
  useLayoutEffect(() => {
    const item = viewport.current?.querySelectorAll<HTMLElement>('.marquee__item')[index];
    const text = item?.firstElementChild as HTMLElement | null | undefined;
    const px = item && text ? Math.max(0, Math.ceil(text.scrollWidth - item.clientWidth)) : 0;
    setOverflow((o) => (o.index === index && o.px === px ? o : { index, px }));
  }, [index, segments, resized]);
  const shift = overflow.index === index ? overflow.px : 0;
  const reading = readingMs(shift);

  // One step per announcement: the interval, or longer while a long one scrolls through once.
  const step = Math.max(500, Number.isFinite(interval) ? interval : ROTATION_MS, reading ? reading + 500 : 0);
  useEffect(() => {
    if (paused || held || list.length < 2) return;
    const timer = setInterval(() => setTicks((t) => t + 1), step);
    return () => clearInterval(timer);
  }, [paused, held, list.length, step]);

  // The entry's drawing of the first announcement (elements/marquee-early.ts) shows through the
  // slot below until this one's own answer shows; then it goes.
  const settled = resource.status !== 'loading';
  useLayoutEffect(() => {
    if (settled && styleRoot instanceof ShadowRoot)
      styleRoot.host.querySelector(`:scope > [slot="${EARLY_SLOT}"]`)?.remove();
  }, [settled, styleRoot]);

  if (resource.status === 'loading') {
    return (
      <slot name={EARLY_SLOT}>
        <div className="marquee marquee--loading" part="base" aria-busy="true" />
      </slot>
    );
  }
  if (resource.status === 'error') {
    const { Code, Message, trace } = resource.error;
    return (
      <div className="marquee marquee--error" part="base">
        <ErrorNotice code={Code} message={Message} trace={trace} compact />
      </div>
    );
  }
  if (list.length === 0) return <div className="marquee marquee--empty" part="base" />;

  const label = t({ id: 'marquee.label', message: 'Announcements' });
  return (
    <section
      ref={strip}
      className={paused ? 'marquee marquee--paused' : 'marquee'}
      part="base"
      aria-roledescription={t({ id: 'marquee.role', message: 'marquee' })}
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <svg className="marquee__icon" viewBox="0 0 24 24" aria-hidden="true" width="18" height="18">
        <path fill="currentColor" d={SPEAKER_ICON} />
      </svg>
      <div className="marquee__viewport" ref={viewport}>
        <ul className="marquee__track" style={{ transform: `translateY(${-index * 100}%)` }} part="track">
          {list.map((item, i) => (
            <li
              key={`${item.Id}-${i}`}
              className={i === index && shift > 0 ? 'marquee__item marquee__item--long' : 'marquee__item'}
              part="item"
              aria-hidden={i !== index}
              style={
                i === index && shift > 0
                  ? ({ '--_shift': `${-shift}px`, '--_read': `${reading}ms` } as CSSProperties)
                  : undefined
              }
            >
              {/* A div, not a span: the segments stay the item's spans (hosts and tests read them). */}
              <div className="marquee__text">
                {segments[i]!.map((segment, j) =>
                  segment.color ? (
                    <span key={j} style={{ color: backdrop ? readableOn(segment.color, backdrop) : segment.color }}>
                      {segment.text}
                    </span>
                  ) : (
                    <span key={j}>{segment.text}</span>
                  ),
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
      {list.length > 1 ? (
        <button
          type="button"
          className="marquee__toggle"
          part="toggle"
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
          aria-label={
            paused
              ? t({ id: 'marquee.play', message: 'Play announcements' })
              : t({ id: 'marquee.pause', message: 'Pause announcements' })
          }
        >
          {/* Drawn, not typed: `❚❚` and `▶` are in no face our font stack names, so the page's first
              layout searched every installed font for them (55–150 ms at CPU ×4 before the first
              announcement; issue 45), and a phone without a symbol face drew a box. The banners'
              toggle draws the same two marks (news/banner.tsx); a module of their own would be one
              more file on the lobby page. */}
          <svg viewBox="0 0 16 16" aria-hidden="true" width="1em" height="1em">
            <path fill="currentColor" d={paused ? PLAY_ICON : PAUSE_ICON} />
          </svg>
        </button>
      ) : null}
    </section>
  );
}

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function Marquee(props: MarqueeProps) {
  return (
    <FeatureScope css={css} catalog={marqueeCatalog} fallback={<slot name={EARLY_SLOT} />}>
      <MarqueeView {...props} />
    </FeatureScope>
  );
}
