/**
 * Word lists from the languages Llama Guard 3 reads besides English, written in Latin script, into English
 * (`<form>\t<gloss>` per line, written by hand): the guard's classifier knows English only, so a line in one
 * of them is read word by word into English first (`normalize.ts`). A gloss is crude English ("how make a
 * bomb in house"), but the words a request's harm lies in come through. Hindi and Thai, the other two, are
 * not covered. Pure data.
 */
import { DE } from "./de.ts";
import { ES } from "./es.ts";
import { FR } from "./fr.ts";
import { IT } from "./it.ts";
import type { LexiconLanguage } from "./languages.ts";
import { PT } from "./pt.ts";

/** Each language's word list, one per `LEXICON_LANGUAGES` (`languages.ts`). */
export const LEXICON_TEXTS: Readonly<Record<LexiconLanguage, string>> = {
  de: DE,
  es: ES,
  fr: FR,
  it: IT,
  pt: PT,
};
