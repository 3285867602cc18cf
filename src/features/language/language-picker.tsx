/**
 * <ingame-language>: the page language for every element (§1's 17 locales). Switching loads the
 * catalog and remote messages first (§4), then every element re-renders in the new language.
 */
import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai/react';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, type Locale } from '../../i18n/locales';
import { LOCALE_NAMES } from './locale-names';
import { localeAtom } from '../../state/session';
import { changeLanguage } from '../../state/startup';
import { createCookieJar } from '../../core/cookies';
import { useElement } from '../../ui/element-context';
import css from './language-picker.css?inline';
import { languageCatalog } from './language.catalog';
import { FeatureScope } from '../../ui/feature-scope';

function LanguagePickerView() {
  const { t } = useLingui();
  const store = useStore();
  const { emit } = useElement();
  const locale = useAtomValue(localeAtom);
  const [switching, setSwitching] = useState(false);
  const onChange = async (next: Locale) => {
    setSwitching(true);
    try {
      await changeLanguage(store, next, createCookieJar());
      emit('ingame-language-change', { locale: next });
    } finally {
      setSwitching(false);
    }
  };
  return (
    <label className="language-picker" part="base">
      <span className="language-picker__label">{t({ id: 'language.label', message: 'Language' })}</span>
      <select
        part="select"
        value={locale}
        aria-busy={switching}
        onChange={(event) => void onChange(event.currentTarget.value as Locale)}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The feature's root: its stylesheet and its texts come with it (ui/feature-scope). */
export function LanguagePicker() {
  return (
    <FeatureScope css={css} catalog={languageCatalog}>
      <LanguagePickerView />
    </FeatureScope>
  );
}
