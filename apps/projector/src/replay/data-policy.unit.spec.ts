import type { ChatEvent } from "@chat/events";
import { describe, expect, it } from "vitest";
import { DataPolicy } from "./data-policy.ts";

const base = { v: 1 as const, time: "2026-01-01T00:00:00.000Z" };
const optIn = (userId: string, on: boolean): ChatEvent => ({
  ...base,
  id: `${userId}.settings.${on}`,
  type: "user.settings_changed",
  userId,
  conversationId: userId,
  messageId: userId,
  trainingOptIn: on,
});

describe("DataPolicy (what exports of text may use)", () => {
  it("given no setting, when judged, then a user is not opted in", () => {
    expect(new DataPolicy().verdict({ userId: "u", conversationId: "c" }, 10)).toBe("no-consent");
  });

  it("given an opt-in then an opt-out, when judged, then each message follows the setting at its own time", () => {
    const p = new DataPolicy();
    p.note(optIn("u", true), 5);
    p.note(optIn("u", false), 20);
    expect(p.optedIn("u", 4)).toBe(false);
    expect(p.optedIn("u", 6)).toBe(true);
    expect(p.optedIn("u", 21)).toBe(false);
  });

  it("given a deletion after the message, when judged, then the conversation is left out whatever the consent", () => {
    const p = new DataPolicy();
    p.note(optIn("u", true), 1);
    p.note(
      {
        ...base,
        id: "c.deleted",
        type: "conversation.deleted",
        userId: "u",
        conversationId: "c",
        messageId: "c",
      },
      99,
    );
    expect(p.verdict({ userId: "u", conversationId: "c" }, 10)).toBe("deleted");
    expect(p.verdict({ userId: "u", conversationId: "other" }, 10)).toBe("ok");
  });
});
