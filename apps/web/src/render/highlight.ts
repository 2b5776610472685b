/** highlight.js with a handful of common languages (the full set would triple the page's weight). */
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import python from "highlight.js/lib/languages/python";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";

for (const [name, lang] of Object.entries({ bash, css, javascript, json, python, sql, typescript, xml }))
  hljs.registerLanguage(name, lang);
hljs.configure({ ignoreUnescapedHTML: true });

/** Highlights one closed code block in place (its text is escaped by highlight.js). */
export function highlight(code: HTMLElement): void {
  const lang = /language-([\w-]+)/.exec(code.className)?.[1];
  if (lang && !hljs.getLanguage(lang)) code.classList.remove(`language-${lang}`);
  hljs.highlightElement(code);
  code.closest("pre")?.classList.add("highlighted");
}
