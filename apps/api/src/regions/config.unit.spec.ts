import { describe, expect, it } from "vitest";
import { regionsFromEnv } from "./config.ts";

const peer = { name: "us", namespace: "us", databaseUrl: "postgres://127.0.0.1:5432/chat_us" };

describe("regionsFromEnv", () => {
  it("no peers: one region, as before", () => {
    expect(regionsFromEnv({})).toBeNull();
    expect(regionsFromEnv({ REGION: "eu", REGION_PEERS: "[]" })).toBeNull();
  });

  it("peers with their defaults (same NATS server, 100 ms away)", () => {
    expect(regionsFromEnv({ REGION: "eu", REGION_PEERS: JSON.stringify([peer]) })).toEqual({
      home: "eu",
      peers: [{ ...peer, distanceMs: 100 }],
    });
  });

  it("bad values stop the api with the variable named", () => {
    expect(() => regionsFromEnv({ REGION: "EU!" })).toThrow(/REGION:/);
    expect(() => regionsFromEnv({ REGION_PEERS: "{nope" })).toThrow(/REGION_PEERS: not JSON/);
    expect(() => regionsFromEnv({ REGION_PEERS: JSON.stringify([{ name: "us" }]) })).toThrow(
      /REGION_PEERS: 0.databaseUrl/,
    );
    expect(() => regionsFromEnv({ REGION_PEERS: JSON.stringify([{ ...peer, extra: 1 }]) })).toThrow(
      /REGION_PEERS/,
    );
    expect(() => regionsFromEnv({ REGION: "us", REGION_PEERS: JSON.stringify([peer]) })).toThrow(/repeat/);
    expect(() =>
      regionsFromEnv({ REGION_PEERS: JSON.stringify([{ ...peer, namespace: "us.east" }]) }),
    ).toThrow(/0.namespace/);
  });
});
