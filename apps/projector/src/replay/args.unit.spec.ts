import { describe, expect, it } from "vitest";
import { parseExportArgs, parseReplayArgs } from "./args.ts";

describe("replay arguments", () => {
  it("given nothing, then replay everything and swap", () => {
    expect(parseReplayArgs([])).toEqual({ swap: true, allowPartial: false, batchSize: 500, progress: true });
  });
  it("given a start sequence and --no-swap, then both are kept", () => {
    expect(parseReplayArgs(["--from-seq", "42", "--no-swap", "--quiet"])).toMatchObject({
      fromSeq: 42,
      swap: false,
      progress: false,
    });
  });
  it("given bad values, then the error names the option and the value", () => {
    expect(() => parseReplayArgs(["--from-seq", "x"])).toThrow(
      '--from-seq must be a positive whole number (got "x")',
    );
    expect(() => parseReplayArgs(["--from-time", "yesterday"])).toThrow(
      /--from-time must be an ISO date.*"yesterday"/,
    );
    expect(() => parseReplayArgs(["--from-seq", "1", "--from-time", "2025-01-01"])).toThrow(/not both/);
    expect(() => parseReplayArgs(["--fast"])).toThrow(/fast/);
  });
});

describe("export arguments", () => {
  it("given a billing period, then dates, the default format and no file", () => {
    expect(
      parseExportArgs(["billing", "--from", "2025-01-01", "--to", "2025-02-01", "--format", "csv"]),
    ).toEqual({
      kind: "billing",
      from: new Date("2025-01-01"),
      to: new Date("2025-02-01"),
      format: "csv",
      out: undefined,
      fromSeq: undefined,
      progress: true,
    });
  });
  it("given billing without a period or with a bad one, then a clear error", () => {
    expect(() => parseExportArgs(["billing", "--from", "2025-01-01"])).toThrow(/needs --from and --to/);
    expect(() => parseExportArgs(["billing", "--from", "2025-02-01", "--to", "2025-01-01"])).toThrow(
      /--to \(2025-01-01\) must be after --from/,
    );
    expect(() =>
      parseExportArgs(["billing", "--from", "2025-01-01", "--to", "2025-02-01", "--format", "xml"]),
    ).toThrow(/--format must be jsonl or csv \(got "xml"\)/);
  });
  it("given eval with no period, then the whole log; given no kind, then an error", () => {
    expect(parseExportArgs(["eval", "--out", "pairs.jsonl"])).toMatchObject({
      kind: "eval",
      out: "pairs.jsonl",
    });
    expect(() => parseExportArgs([])).toThrow(/billing or eval \(got nothing\)/);
  });
});
