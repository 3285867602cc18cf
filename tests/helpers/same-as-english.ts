/**
 * Catalogue words a language writes as English does (checked by hand, issue 41): the history
 * catalog's ids whose translation is rightly identical to the English. Meron and Wala are the
 * Filipino names of the cockfight's two corners, Yeti a name, Premium the fish card tier's word in
 * every Latin-script language; the rest are the language's own word or the poker term it uses. The unit test of the codes and the end-to-end English-term walk both read it.
 */
export const SAME_AS_ENGLISH: Record<string, string[]> = {
  all: ['history.term.meron', 'history.term.wala', 'history.creature.yeti', 'history.tier.premium'],
  da: [
    'history.seat.dealer',
    'history.term.bonus',
    'history.hand.flush',
    'history.hand.straight',
    'history.term.segment',
    'history.term.tiger',
    'history.term.violet',
  ],
  de: [
    'history.seat.dealer',
    'history.term.bonus',
    'history.hand.flush',
    'history.hand.fullHouse',
    'history.hand.straightFlush',
    'history.term.segment',
    'history.term.tiger',
  ],
  es: ['history.term.triple'],
  id: ['history.term.bonus'],
  it: ['history.term.bonus'],
  nl: [
    'history.seat.dealer',
    'history.creature.octopus',
    'history.term.bonus',
    'history.term.even',
    'history.hand.flush',
    'history.term.segment',
    'history.term.violet',
  ],
  pt: ['history.seat.dealer', 'history.hand.flush'],
  ro: ['history.seat.dealer', 'history.term.bonus', 'history.term.dragon', 'history.term.violet'],
  sv: ['history.seat.dealer', 'history.term.bonus', 'history.term.segment', 'history.term.tiger'],
};

/** Whether a history catalog id may read as the English in this locale. */
export const sameAsEnglish = (locale: string, id: string) =>
  SAME_AS_ENGLISH.all!.includes(id) || (SAME_AS_ENGLISH[locale] ?? []).includes(id);
