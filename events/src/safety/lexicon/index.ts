/**
 * Word lists from the languages Llama Guard 3 reads besides English, written in Latin script, into English
 * (`<form>\t<gloss>` per line, written by hand): the guard's classifier knows English only, so a line in one
 * of them is read word by word into English first (`normalize.ts`). A gloss is crude English ("how make a
 * bomb in house"), but the words a request's harm lies in come through. Hindi and Thai, the other two, are
 * not covered. Stop 42 more than doubled each list (8,000-11,000 forms): verb forms drawn from conjugation
 * tables and checked against spelling dictionaries, everyday words picked by subtitle word frequencies,
 * hazard words and chat spellings by hand; every gloss written by hand, never a form that already folds
 * to one of the list's (so no earlier gloss changed); the other languages' trained prompts read as before.
 * Measured against the trained prompts of each language (`prompts-ml-*.jsonl`): words not
 * in the list 17-26% -> 4-9%, the rest names, brands and English loanwords. Pure data.
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
