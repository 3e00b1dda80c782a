import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Channel, createOrm, listen, Message, MessageState, type Orm, type RowNotice } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { MessageDelivery } from "./message-delivery.js";

const STAFF = "0x00000000000000000000000000000000000000aa";
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

async function publish(orm: Orm, sendAt: Date, state: string = MessageState.PUBLISHED): Promise<string> {
  const em = orm.em.fork();
  const m = em.create(Message, { title: "Scheduled", content: "Hello", targetAll: true, targetAddresses: [], sendAt, state, sentAt: null, createdBy: STAFF });
  await em.flush();
  return m.id;
}

describe("scheduled message delivery", () => {
  it("sends each due message exactly once across competing operators and restarts, announcing it once after commit", async () => {
    const notices: string[] = [];
    const sub = await listen(db.url, [Channel.message], (_c, payload) => notices.push((payload as RowNotice).id));
    // Three operator processes, each with its own connection pool.
    const orms = await Promise.all([0, 1, 2].map(() => createOrm(db.url)));
    try {
      const past = new Date(Date.now() - 60_000);
      const due = await Promise.all(Array.from({ length: 40 }, () => publish(db.orm, past)));
      const future = await publish(db.orm, new Date(Date.now() + 3_600_000));
      const draft = await publish(db.orm, past, MessageState.DRAFT);

      const runs = await Promise.all(orms.flatMap((orm) => Array.from({ length: 5 }, () => new MessageDelivery(orm).tick())));
      // A restarted operator finds nothing left to send.
      await orms[0]!.close();
      orms[0] = await createOrm(db.url);
      expect(await new MessageDelivery(orms[0]).tick()).toEqual([]);

      const sentIds = runs.flat();
      expect(sentIds.sort()).toEqual([...due].sort());
      await expect.poll(() => notices.length).toBe(due.length);
      await new Promise((r) => setTimeout(r, 200));
      expect(notices.sort()).toEqual([...due].sort());

      const rows = await db.orm.em.fork().find(Message, {});
      for (const m of rows) {
        if (due.includes(m.id)) expect(m).toMatchObject({ state: MessageState.SENT, sentAt: expect.any(Date) });
        if (m.id === future) expect(m).toMatchObject({ state: MessageState.PUBLISHED, sentAt: null });
        if (m.id === draft) expect(m).toMatchObject({ state: MessageState.DRAFT, sentAt: null });
      }
    } finally {
      await sub.close();
      await Promise.all(orms.map((o) => o.close()));
    }
  });

  it("sends a message at its send date, not before", async () => {
    const delivery = new MessageDelivery(db.orm);
    const id = await publish(db.orm, new Date(Date.now() + 1500));
    expect(await delivery.tick()).toEqual([]);
    await new Promise((r) => setTimeout(r, 1600));
    expect(await delivery.tick()).toEqual([id]);
  });
});
