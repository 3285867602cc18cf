/**
 * Pieces both member screens use: the session they need, the progress bar (a real progressbar),
 * the sign-in prompt in member's words and the §9 reset-rule texts rendered from operator data.
 * The countdown and the states of a resource are every screen's (ui/countdown, ui/loaded).
 */
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { InactivityReset } from '../../api/contract';
import { entryAtom, isAuthenticatedAtom, sessionReadyAtom, timezoneOffsetAtom, tokenAtom } from '../../state/session';
import { useElement } from '../../ui/element-context';
import { SignInPrompt } from '../../ui/loaded';
import { usePlayerFormat } from '../../ui/use-player-format';
import { hourText, isAppStyle, type Progress } from './member-rules';
import type { NamedKey } from './member.api';

export interface MemberSession {
  ready: boolean;
  /** The session token when signed in, else null (never another player's data). */
  token: string | null;
  /** The player's time zone, minutes east of UTC (user api info). */
  tz: number;
  appStyle: boolean;
}

/** The key of the calls that answer names: this session in the element's language (null: signed out). */
export function useNamedKey(token: string | null): NamedKey | null {
  const { locale } = useElement();
  return token ? { token, locale } : null;
}

export function useMemberSession(device?: string): MemberSession {
  const ready = useAtomValue(sessionReadyAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const token = useAtomValue(tokenAtom);
  const tz = useAtomValue(timezoneOffsetAtom);
  const entry = useAtomValue(entryAtom);
  return {
    ready,
    token: ready && authenticated && token ? token : null,
    tz,
    appStyle: isAppStyle(device || entry.device),
  };
}

/**
 * The member cards' names for the player's formats (ui/use-player-format, the one formatting
 * path): whole coins/EXP with separators, k/m when large, member money with the player's currency,
 * dates in the player's zone.
 */
export function useNumbers() {
  const format = usePlayerFormat();
  return {
    locale: format.locale,
    money: format.memberMoney,
    exp: format.short,
    whole: format.whole,
    coins: format.fixed,
    date: format.date,
  };
}

export function ProgressBar({ bar, label, text }: { bar: Progress; label: string; text: string }) {
  return (
    <div className="member-progress">
      <div
        className="member-progress__track"
        part="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={bar.max}
        aria-valuenow={bar.value}
        aria-valuetext={text}
      >
        <span className="member-progress__fill" style={{ width: `${bar.percent}%` }} />
      </div>
      <span className="member-progress__text" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}

/** The member screens' prompt without a player (a wait until the session is known). */
export function MemberSignIn({ ready }: { ready: boolean }) {
  const { t } = useLingui();
  return (
    <SignInPrompt ready={ready} className="member-empty">
      {t({ id: 'member.signIn', message: 'Sign in to see your VIP and LV progress.' })}
    </SignInPrompt>
  );
}

/** §9 inactivity rule for VIP, from the operator's setting (both readings of the spec). */
export function VipResetText({ reset }: { reset: InactivityReset }) {
  const { t } = useLingui();
  const days = reset.Days;
  const time = hourText(reset.Hour);
  return reset.Resets === 'all'
    ? t({
        id: 'member.vip.reset.all',
        message: plural(days, {
          one: `After ${days} day without play, your VIP tier and VIP EXP reset to 0 at ${time} the next day.`,
          other: `After ${days} days without play, your VIP tier and VIP EXP reset to 0 at ${time} the next day.`,
        }),
      })
    : t({
        id: 'member.vip.reset.exp',
        message: plural(days, {
          one: `After ${days} day without play, your VIP tier is kept but the VIP EXP bar resets to 0 at ${time} the next day.`,
          other: `After ${days} days without play, your VIP tier is kept but the VIP EXP bar resets to 0 at ${time} the next day.`,
        }),
      });
}

/** §9 inactivity rule for LV, from the operator's setting. */
export function LvResetText({ reset }: { reset: InactivityReset }) {
  const { t } = useLingui();
  const days = reset.Days;
  const time = hourText(reset.Hour);
  return reset.Resets === 'all'
    ? t({
        id: 'member.lv.reset.all',
        message: plural(days, {
          one: `After ${days} day without play, your LV and LV EXP reset to 0 at ${time} the next day.`,
          other: `After ${days} days without play, your LV and LV EXP reset to 0 at ${time} the next day.`,
        }),
      })
    : t({
        id: 'member.lv.reset.exp',
        message: plural(days, {
          one: `After ${days} day without play, your LV is kept but the LV EXP bar resets to 0 at ${time} the next day.`,
          other: `After ${days} days without play, your LV is kept but the LV EXP bar resets to 0 at ${time} the next day.`,
        }),
      });
}

/**
 * A card of the member pages: a section named by its heading. `variant` widens it (`wide`) or
 * makes it the page's first card (`hero`); `part` is its public part name, if it has one.
 */
export function MemberCard({
  id,
  title,
  variant,
  part,
  children,
}: {
  id: string;
  title: string;
  variant?: 'hero' | 'wide';
  part?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={variant ? `member-card member-card--${variant}` : 'member-card'}
      part={part}
      aria-labelledby={id}
    >
      <h2 id={id} className="member-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A rules card: folded under its title in the app-style variant (§2 device), open with a heading otherwise. */
export function RulesCard({
  title,
  appStyle,
  wide = false,
  children,
}: {
  title: string;
  appStyle: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={wide ? 'member-card member-card--wide' : 'member-card'} aria-label={title}>
      {appStyle ? (
        <details className="member-details">
          <summary>{title}</summary>
          {children}
        </details>
      ) : (
        <>
          <h2 className="member-card__title">{title}</h2>
          {children}
        </>
      )}
    </section>
  );
}
