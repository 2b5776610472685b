/**
 * The languages the lexicons read into English (`index.ts`), and so a translated example's `lang`
 * (`dataset.ts`). A module of its own, so the dataset's schema does not load the word lists. Pure data.
 */
export const LEXICON_LANGUAGES = ["de", "es", "fr", "it", "pt"] as const;
export type LexiconLanguage = (typeof LEXICON_LANGUAGES)[number];
