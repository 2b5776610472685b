/**
 * Splits streaming Markdown into blocks: the ones that can no longer change (rendered once, never again)
 * and the tail that is still being written (re-rendered at most once per animation frame). A block ends at
 * a blank line outside a code fence, or right after a fence closes; an open fence keeps everything after
 * it in the tail, so a code block is highlighted only once it is closed. Pure.
 */
export type Blocks = { done: string[]; tail: string };

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export function splitBlocks(text: string): Blocks {
  const lines = text.split("\n");
  // The last line may still grow: it never closes anything.
  const complete = lines.length - 1;
  const done: string[] = [];
  let start = 0;
  let fence: string | null = null;
  for (let i = 0; i < complete; i++) {
    const line = lines[i] ?? "";
    const m = FENCE.exec(line);
    if (fence) {
      if (m && m[1]?.[0] === fence[0] && (m[1]?.length ?? 0) >= fence.length && line.trim() === m[1]) {
        fence = null;
        done.push(lines.slice(start, i + 1).join("\n"));
        start = i + 1;
      }
      continue;
    }
    if (m?.[1]) {
      // Text before the fence is a block of its own.
      if (i > start) done.push(lines.slice(start, i).join("\n"));
      start = i;
      fence = m[1];
      continue;
    }
    if (line.trim() === "") {
      if (i > start) done.push(lines.slice(start, i).join("\n"));
      start = i + 1;
    }
  }
  return { done: done.filter((b) => b.trim() !== ""), tail: lines.slice(start).join("\n") };
}
