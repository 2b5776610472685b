import { describe, expect, it } from "vitest";
import { logShard, newConversationId, scopedMessageId } from "./message-ids.ts";
import { logPartitionsFromEnv, names } from "./subjects.ts";
import { consumerConfigs, streamConfigs } from "./topology.ts";

describe("the log in one partition", () => {
  const n = names("", 1);
  it("keeps the stream CHAT and the subjects chat.<id>.<kind>", () => {
    expect(n.log.streams).toEqual(["CHAT"]);
    expect(n.log.streamOf("m_x")).toBe("CHAT");
    expect(n.subjects.event("m_x", "message.submitted")).toBe("chat.m_x.submitted");
    expect(n.subjects.generation("m_x")).toBe("chat.m_x.>");
    expect(n.subjects.kind("delta")).toBe("chat.*.delta");
    expect(n.parseChatSubject("chat.m_x.delta")).toEqual({ messageId: "m_x", kind: "delta" });
    expect(n.parseChatSubject("chat.3.m_x.delta")).toBeNull();
    // Ids as they always were: a retry with the same key finds its message across the upgrade.
    expect(n.log.messageId("u_1", "k")).toBe(scopedMessageId("u_1", "k"));
  });
});

describe("the log in several partitions", () => {
  const n = names("ns1", 4);
  const user = "u_0123456789abcdef";
  const message = n.log.messageId(user, "k1");
  const conversation = newConversationId(user);

  it("has one stream per partition, each holding chat.<p>.>", () => {
    expect(n.log.streams).toEqual(["ns1_CHAT_P0", "ns1_CHAT_P1", "ns1_CHAT_P2", "ns1_CHAT_P3"]);
    const chat = streamConfigs(n).filter((s) => s.name.includes("CHAT"));
    expect(chat.map((s) => s.subjects)).toEqual([0, 1, 2, 3].map((p) => [`ns1.chat.${p}.>`]));
    // The log's durable consumers exist on every partition.
    const dispatchers = consumerConfigs(n).filter((c) => c.config.durable_name === n.consumers.dispatcher);
    expect(dispatchers.map((c) => c.stream)).toEqual(n.log.streams);
  });

  it("puts a user's message, conversation and settings events in the user's partition", () => {
    const p = logShard(user) % 4;
    expect(n.log.partitionOf(message)).toBe(p);
    expect(n.log.partitionOf(conversation)).toBe(p);
    expect(n.log.partitionOf(user)).toBe(p);
    expect(n.subjects.event(message, "generation.delta")).toBe(`ns1.chat.${p}.${message}.delta`);
    expect(n.subjects.event(conversation, "conversation.created")).toBe(
      `ns1.chat.${p}.${conversation}.conversation`,
    );
    expect(n.log.streamOf(message)).toBe(`ns1_CHAT_P${p}`);
  });

  it("spreads users over the partitions", () => {
    const used = new Set(
      Array.from({ length: 200 }, (_, i) => n.log.partitionOf(n.log.messageId(`u_${i}`, "k"))),
    );
    expect(used).toEqual(new Set([0, 1, 2, 3]));
  });

  it("matches a kind across partitions and parses partitioned subjects", () => {
    expect(n.subjects.kind("finished")).toBe("ns1.chat.*.*.finished");
    // A consumer's filter stays within its partition's stream (nats-server refuses a wider one).
    expect(n.subjects.kind("finished", 2)).toBe("ns1.chat.2.*.finished");
    const settlers = consumerConfigs(n).filter((c) => c.config.durable_name === n.consumers.settler);
    expect(settlers.map((c) => c.config.filter_subject)).toEqual(
      [0, 1, 2, 3].map((p) => `ns1.chat.${p}.*.finished`),
    );
    expect(n.parseChatSubject(`ns1.chat.2.${message}.finished`)).toEqual({
      messageId: message,
      kind: "finished",
    });
    expect(n.parseChatSubject(`ns1.chat.${message}.finished`)).toBeNull();
    expect(n.parseChatSubject("other.chat.2.m.finished")).toBeNull();
  });
});

describe("CHAT_LOG_PARTITIONS", () => {
  it("defaults to 1 and refuses what is not a whole number in range, naming the variable", () => {
    expect(logPartitionsFromEnv(undefined)).toBe(1);
    expect(logPartitionsFromEnv("")).toBe(1);
    expect(logPartitionsFromEnv("8")).toBe(8);
    for (const bad of ["0", "-1", "2.5", "x", "100000"]) {
      expect(() => logPartitionsFromEnv(bad)).toThrow(/CHAT_LOG_PARTITIONS/);
    }
    expect(() => names("", 0)).toThrow(/CHAT_LOG_PARTITIONS/);
  });
});
