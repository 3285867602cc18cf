/**
 * <ingame-banner> (§2, §5, §6): the operator's banners as a carousel — swipe, arrow keys, dots,
 * previous/next, autoplay that pauses on hover and focus (and with its button, WCAG 2.2.2) and
 * never runs under prefers-reduced-motion. The box keeps its aspect ratio while loading (no
 * layout shift). Pictures go through the §2 fallback chain; a banner's link is followed only
 * when it is a `#/…` route or an http(s) URL. Gated off (ROAR, DONUT, PS): nothing, no error.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Banner as BannerItem } from '../../api/contract';
import { useResource } from '../../state/resource';
import { FeatureScope } from '../../ui/feature-scope';
import { ErrorNotice } from '../../ui/error-notice';
import { useGroupedFailure } from '../../ui/error-group';
import { RetryText } from '../../ui/retry-text';
import { bannersFamily } from './banner.api';
import { usePlatform, useReducedMotion } from './news-hooks';
import { safeLink, swipeDirection, wrapIndex } from './news-rules';
import { Picture } from './news-picture';
import css from './banner.css?inline';
import { newsCatalog } from './news.catalog';

export const AUTOPLAY_MS = 5000;
/**
 * The pictures of the slides not on screen are asked for this long before the first slide's turn
 * ends, or as soon as the player reaches for the carousel (pointer, focus): not with the page,
 * where at CPU ×4 each SVG picture took 30-90 ms of the page's thread as it arrived, before the
 * app's first content (issue 45).
 */
const PRELOAD_MS = 2000;

/** The reserved box while the texts load (before the sheet is adopted), same as banner.css. */
const RATIO = 'var(--ingame-banner-ratio, 3 / 1)';

export interface BannerProps {
  /** A game number: that game's banners instead of the lobby's. */
  game?: string | number;
  /** Milliseconds between slides when playing (default 5000). */
  interval?: number;
}

/** A game number attribute: all digits, at least 0; anything else means the lobby's banners. */
export function bannerGame(raw: string | number | undefined | null): number | null {
  const text = String(raw ?? '').trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

function Slide({ banner, origin, eager }: { banner: BannerItem; origin: string | null; eager: boolean }) {
  const link = safeLink(banner.Link, origin);
  // A slide not on screen holds its place without its picture until the carousel asks for it
  // (PRELOAD_MS): Chromium's lazy loading counts a slide beside the viewport as near and loads it.
  const picture = eager ? (
    <Picture
      kind="banner"
      image={banner.Image}
      origin={origin}
      alt={banner.Title}
      className="banner__img"
      draggable={false}
    />
  ) : null;
  if (!link) return <div className="banner__link banner__link--inert">{picture}</div>;
  return (
    <a
      className="banner__link"
      href={link.href}
      {...(link.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {picture}
    </a>
  );
}

function Carousel({ banners, origin, interval }: { banners: BannerItem[]; origin: string | null; interval: number }) {
  const { t } = useLingui();
  const reduced = useReducedMotion();
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const current = Math.min(index, count - 1);
  const autoplay = count > 1 && !reduced;
  const delay = Math.max(1000, Number.isFinite(interval) ? interval : AUTOPLAY_MS);
  const [preload, setPreload] = useState(false);
  useEffect(() => {
    if (preload) return;
    const timer = setTimeout(() => setPreload(true), Math.max(0, delay - PRELOAD_MS));
    return () => clearTimeout(timer);
  }, [preload, delay]);

  useEffect(() => {
    if (!autoplay || paused || hovered || focused) return;
    const timer = setInterval(() => setIndex((i) => wrapIndex(i, 1, count)), delay);
    return () => clearInterval(timer);
  }, [autoplay, paused, hovered, focused, count, delay]);

  const go = (delta: number) => setIndex((i) => wrapIndex(Math.min(i, count - 1), delta, count));
  const onKeyDown = (e: KeyboardEvent) => {
    const key = e.key;
    if (key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End') {
      e.preventDefault();
      if (key === 'ArrowLeft') go(-1);
      else if (key === 'ArrowRight') go(1);
      else setIndex(key === 'Home' ? 0 : count - 1);
    }
  };
  const onPointerDown = (e: PointerEvent) => {
    pointer.current = { x: e.clientX, y: e.clientY };
    swiped.current = false;
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start) return;
    const direction = swipeDirection(e.clientX - start.x, e.clientY - start.y);
    if (direction !== 0) {
      swiped.current = true;
      go(-direction);
    }
  };

  const label = t({ id: 'news.banner.label', message: 'Banners' });
  return (
    <section
      className={`banner${reduced ? ' banner--still' : ''}`}
      part="base"
      aria-roledescription={t({ id: 'news.banner.carousel', message: 'carousel' })}
      aria-label={label}
      onKeyDown={onKeyDown}
      // The player reaching for the carousel (a pointer on it, a tap on an arrow or a dot, the
      // keyboard's focus) asks for every slide's picture, once: they stay.
      onPointerDownCapture={() => setPreload(true)}
      onMouseEnter={() => {
        setHovered(true);
        setPreload(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        setPreload(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="banner__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointer.current = null)}
        // A swipe that ends on a link must not follow it.
        onClickCapture={(e) => {
          if (swiped.current) {
            e.preventDefault();
            swiped.current = false;
          }
        }}
      >
        <div
          className="banner__track"
          style={{ transform: `translateX(${-current * 100}%)` }}
          aria-live={autoplay && !paused ? 'off' : 'polite'}
        >
          {banners.map((banner, i) => (
            <div
              key={banner.Id}
              className="banner__slide"
              part="banner"
              role="group"
              aria-roledescription={t({ id: 'news.banner.slide', message: 'slide' })}
              aria-label={t({ id: 'news.banner.position', message: `${{ position: i + 1 }} of ${{ count }}` })}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              <Slide banner={banner} origin={origin} eager={i === current || preload} />
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="banner__arrow banner__arrow--prev"
            part="previous"
            onClick={() => go(-1)}
            aria-label={t({ id: 'news.banner.previous', message: 'Previous banner' })}
          >
            ‹
          </button>
          <button
            type="button"
            className="banner__arrow banner__arrow--next"
            part="next"
            onClick={() => go(1)}
            aria-label={t({ id: 'news.banner.next', message: 'Next banner' })}
          >
            ›
          </button>
          <div className="banner__controls">
            {autoplay ? (
              <button
                type="button"
                className="banner__toggle"
                part="toggle"
                aria-pressed={paused}
                onClick={() => setPaused((p) => !p)}
                aria-label={
                  paused
                    ? t({ id: 'news.banner.play', message: 'Play banners' })
                    : t({ id: 'news.banner.pause', message: 'Pause banners' })
                }
              >
                {/* Drawn, not typed, as the marquee's toggle (marquee.tsx says why). */}
                <svg viewBox="0 0 16 16" aria-hidden="true" width="1em" height="1em">
                  <path fill="currentColor" d={paused ? 'M4 2v12l10-6z' : 'M3 2h4v12H3zm6 0h4v12H9z'} />
                </svg>
              </button>
            ) : null}
            <div
              className="banner__dots"
              part="dots"
              role="group"
              aria-label={t({ id: 'news.banner.choose', message: 'Choose a banner' })}
            >
              {banners.map((banner, i) => (
                <button
                  key={banner.Id}
                  type="button"
                  className="banner__dot"
                  aria-current={i === current ? 'true' : undefined}
                  aria-label={t({
                    id: 'news.banner.goTo',
                    message: `Banner ${{ position: i + 1 }}: ${{ title: banner.Title }}`,
                  })}
                  onClick={() => setIndex(i)}
                />
              ))}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}

function BannerView({ game, interval = AUTOPLAY_MS }: BannerProps) {
  const { locale, ready, apiId, origin, gate } = usePlatform();
  const enabled = gate('banner');
  const resource = useResource(bannersFamily, ready ? { apiId, locale, game: bannerGame(game) } : null);

  // Gated off: nothing at all (§5: the call is skipped and there is nothing to show).
  if (ready && !enabled) return null;
  if (resource.status === 'loading') return <div className="banner banner--loading" part="base" aria-busy="true" />;
  if (resource.status === 'error') return <BannerFailure error={resource.error} retry={resource.reload} />;
  if (resource.data.length === 0) return null;
  return <Carousel banners={resource.data} origin={origin} interval={interval} />;
}

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function Banner(props: BannerProps) {
  const { ready, gate } = usePlatform();
  // Gated off: no box is held while the texts load, only to collapse when they arrive.
  const holdBox = !ready || gate('banner');
  return (
    <FeatureScope
      css={css}
      catalog={newsCatalog}
      fallback={
        holdBox ? <div className="banner banner--loading" aria-busy="true" style={{ aspectRatio: RATIO }} /> : null
      }
    >
      <BannerView {...props} />
    </FeatureScope>
  );
}

/**
 * Banners that failed to load, with a Retry; on a page of several sections (the hub) one box per
 * page (ui/error-group), whose Retry asks again for every failed section.
 */
function BannerFailure({ error, retry }: { error: { Code: number; Message: string; trace?: string }; retry(): void }) {
  const grouped = useGroupedFailure(retry);
  if (!grouped.shown) return null;
  return (
    <div className="banner banner--error" part="base">
      <ErrorNotice code={error.Code} message={error.Message} trace={error.trace} compact />
      <button type="button" className="banner__retry" onClick={grouped.retry}>
        <RetryText />
      </button>
    </div>
  );
}
