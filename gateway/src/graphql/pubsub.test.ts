import { describe, expect, it } from "vitest";
import { LivePubSub } from "./pubsub.js";

describe("LivePubSub", () => {
  it("delivers a published event to every subscriber of its topic, by id, and forgets each one that ends", async () => {
    const pubSub = new LivePubSub();
    const all = [pubSub.subscribe("T"), pubSub.subscribe("T")];
    const one = pubSub.subscribe("T", "7");
    const nexts = [...all, one].map((s) => s.next());
    const event = { n: 1 };
    pubSub.publish("T", event);
    pubSub.publish("T", "7", event);
    const got = await Promise.all(nexts);
    expect(got.map((r) => r.value)).toEqual([event, event, event]);
    expect(got[0]!.value).toBe(got[1]!.value);
    for (const s of [...all, one]) await s.return!();
    expect(pubSub.count("T")).toBe(0);
    expect(pubSub.count("T:7")).toBe(0);
  });

  it("ends a waiting reader at once when the subscription is returned, and queues events published before a read", async () => {
    const pubSub = new LivePubSub();
    const s = pubSub.subscribe("T");
    pubSub.publish("T", 1);
    pubSub.publish("T", 2);
    expect([(await s.next()).value, (await s.next()).value]).toEqual([1, 2]);
    const waiting = s.next();
    await s.return!();
    expect(await waiting).toEqual({ value: undefined, done: true });
  });

  it("subscribes 10,000 to one topic in well under a second", () => {
    const pubSub = new LivePubSub();
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) pubSub.subscribe("T");
    expect(pubSub.count("T")).toBe(10_000);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
