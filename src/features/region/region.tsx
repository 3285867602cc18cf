/**
 * <ingame-region>: a searchable country-region picker. A search field narrows a native <select>
 * (keyboard and screen readers get the platform's own list behaviour); names come from
 * Intl.DisplayNames in the element's language. The choice is kept in the `ingame_region` cookie and
 * the shared store, and announced with `ingame-region-change` `{ region }`.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { useAtom } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { regionAtom, rememberedRegion, rememberRegion } from '../../state/region';
import { useElement } from '../../ui/element-context';
import { FeatureScope } from '../../ui/feature-scope';
import { defaultRegion, isRegionCode, regionOptions, searchRegions } from './region-rules';
import css from './region.css?inline';
import { regionCatalog } from './region.catalog';

export interface RegionProps {
  /** A region to start from (ISO 3166 alpha-2), ahead of the remembered one. */
  value?: string;
}

function browserHints() {
  if (typeof navigator === 'undefined') return { timeZone: null, languages: [] as string[] };
  let timeZone: string | null = null;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    timeZone = null;
  }
  return { timeZone, languages: [...(navigator.languages ?? [navigator.language])] };
}

function RegionView({ value }: RegionProps) {
  const { t } = useLingui();
  const { locale, emit } = useElement();
  const [region, setRegion] = useAtom(regionAtom);
  const [query, setQuery] = useState('');
  const ids = useId();
  const options = useMemo(() => regionOptions(locale), [locale]);

  // First render: the attribute, else the remembered region, else the default from the browser.
  useEffect(() => {
    const start = value?.toUpperCase();
    if (isRegionCode(start)) setRegion(start);
    else if (region === null) setRegion(defaultRegion({ cookie: rememberedRegion(), locale, ...browserHints() }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the starting point only
  }, [value]);

  const shown = searchRegions(options, query);
  // The chosen region stays in the list while a search hides it (a select must show its value).
  const chosen = options.find((o) => o.code === region);
  const list = chosen && !shown.includes(chosen) ? [chosen, ...shown] : shown;

  const choose = (code: string) => {
    if (!isRegionCode(code) || code === region) return;
    setRegion(code);
    rememberRegion(code);
    emit('ingame-region-change', { region: code });
  };

  return (
    <div className="region" part="base">
      <label className="region__label" htmlFor={`${ids}-select`}>
        {t({ id: 'region.label', message: 'Country or region' })}
      </label>
      <div className="region__row">
        <input
          id={`${ids}-search`}
          className="region__search"
          type="search"
          part="region-search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter picks the first match: type "thai", Enter, done.
            if (e.key === 'Enter' && shown[0]) {
              e.preventDefault();
              choose(shown[0].code);
            }
          }}
          aria-controls={`${ids}-select`}
          aria-describedby={`${ids}-count`}
          aria-label={t({ id: 'region.search', message: 'Search countries and regions' })}
          placeholder={t({ id: 'region.search.placeholder', message: 'Search…' })}
          autoComplete="off"
          enterKeyHint="done"
        />
        <select
          id={`${ids}-select`}
          className="region__select"
          part="region-select"
          value={region ?? ''}
          onChange={(e) => choose(e.currentTarget.value)}
        >
          {region === null ? (
            <option value="" disabled>
              {t({ id: 'region.choose', message: 'Choose your country or region' })}
            </option>
          ) : null}
          {list.map((o) => (
            <option key={o.code} value={o.code}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      <p id={`${ids}-count`} className="region__count" aria-live="polite">
        {query ? t({ id: 'region.count', message: `${{ count: shown.length }} matching` }) : ''}
      </p>
    </div>
  );
}

export function Region(props: RegionProps) {
  return (
    <FeatureScope css={css} catalog={regionCatalog}>
      <RegionView {...props} />
    </FeatureScope>
  );
}
