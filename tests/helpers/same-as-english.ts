/**
 * Catalogue words a language writes as English does (checked by hand, issue 41): the history
 * catalog's ids whose translation is rightly identical to the English. Meron and Wala are the
 * Filipino names of the cockfight's two corners, Yeti a name, Premium the fish card tier's word in
 * every Latin-script language, HMAC an algorithm's name; the rest are the language's own word or
 * the poker term it uses (Odds in Danish, Dutch, Brazilian Portuguese and Swedish betting, Net in
 * Romanian, Expert in Dutch and Swedish, Formula in Italian, Bytes in Danish, German, Spanish, Dutch and Portuguese). The history and fairness
 * catalogs' ids; the unit tests of the codes and of the 17 locales and the end-to-end walk read it.
 */
export const SAME_AS_ENGLISH: Record<string, string[]> = {
  all: [
    'history.term.meron',
    'history.term.wala',
    'history.creature.yeti',
    'history.tier.premium',
    'fairness.step.hmac',
  ],
  da: [
    'history.seat.dealer',
    'history.term.bonus',
    'history.hand.flush',
    'history.hand.straight',
    'history.term.segment',
    'history.term.tiger',
    'history.term.violet',
    'history.record.odds',
    'fairness.step.bytes',
  ],
  de: [
    'history.seat.dealer',
    'history.term.bonus',
    'history.hand.flush',
    'history.hand.fullHouse',
    'history.hand.straightFlush',
    'history.term.segment',
    'history.term.tiger',
    'fairness.step.bytes',
  ],
  es: ['history.term.triple', 'fairness.step.bytes'],
  id: ['history.term.bonus'],
  it: ['history.term.bonus', 'fairness.step.formula'],
  nl: [
    'history.seat.dealer',
    'history.creature.octopus',
    'history.term.bonus',
    'history.term.even',
    'history.hand.flush',
    'history.term.segment',
    'history.term.violet',
    'history.record.odds',
    'fairness.step.bytes',
    'fairness.risk.expert',
  ],
  pt: ['history.seat.dealer', 'history.hand.flush', 'history.record.odds', 'fairness.step.bytes'],
  ro: ['history.seat.dealer', 'history.term.bonus', 'history.term.dragon', 'history.term.violet', 'history.record.net'],
  sv: [
    'history.seat.dealer',
    'history.term.bonus',
    'history.term.segment',
    'history.term.tiger',
    'history.record.odds',
    'fairness.risk.expert',
  ],
};

/** Whether a history catalog id may read as the English in this locale. */
export const sameAsEnglish = (locale: string, id: string) =>
  SAME_AS_ENGLISH.all!.includes(id) || (SAME_AS_ENGLISH[locale] ?? []).includes(id);
