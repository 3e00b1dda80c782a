import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./testing/index.js";
import { BridgeProcess, CHAIN_DERIVED_TABLES, CHAIN_ROW_TABLES, HOT_LOGGED_TABLES, resetChainState, User, type EntityManager } from "./index.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const sql = async (query: string, params: unknown[] = []) => db.orm.em.getConnection().execute(query, params);
const logged = async () => Number((await sql("select count(*) as n from hot_change"))[0]!.n);
let n = 0;
const process = (em: EntityManager) =>
  em.create(BridgeProcess, { id: `0x${(++n).toString(16).padStart(64, "0")}`, processType: 91, amount: "1", targetChainId: 2, createdAt: new Date() });

describe("hot change log", () => {
  it("has the trigger on every chain-derived table and on no user or status table", async () => {
    const rows = await sql("select distinct event_object_table as t from information_schema.triggers where trigger_name = 'hot_change'");
    const entityTables = [...db.orm.getMetadata().getAll().values()].map((m) => m.tableName);
    const unlogged = ["app_user", "auth_nonce", "session", "processor_status", "processor_hot_block", "hot_change", "game", "area", "favorite_game", "operation_log", "admin_task",
      "upload", "message", "message_read", "popup", "popup_view", "banner", "category", "category_game", "jackpot", "jackpot_ticket", "limit_refusal",
      // Written by the operator and the gateway, not by the indexer: no block to undo them with.
      "staking_schedule", "staking_round_figures", "affiliate", "affiliate_code", "referral", "affiliate_commission", "affiliate_day", "affiliate_withdrawal",
      "chat_message", "chat_report", "chat_settings", "gateway_replica", "site_settings", "signed_decision"];
    expect(rows.map((r) => r.t).sort()).toEqual([...HOT_LOGGED_TABLES].sort());
    expect(entityTables.filter((t) => !unlogged.includes(t)).sort()).toEqual([...HOT_LOGGED_TABLES].sort());
    expect(CHAIN_DERIVED_TABLES).toEqual(expect.arrayContaining([...CHAIN_ROW_TABLES, "processor_hot_block", "hot_change"]));
    expect(CHAIN_DERIVED_TABLES).not.toContain("game_table");
  });

  it("logs a chain-derived change only while a hot block is named, and never a user's", async () => {
    await db.orm.em.fork().transactional(async (em: EntityManager) => void process(em));
    expect(await logged()).toBe(0);
    await db.orm.em.fork().transactional(async (em: EntityManager) => {
      await em.getConnection().execute("select set_config('sunrise.hot_processor', 'p', true), set_config('sunrise.hot_block', '7', true)", [], "all", em.getTransactionContext());
      process(em);
      em.create(User, { address: "0x00000000000000000000000000000000000000e9" });
    });
    expect(await sql("select processor, block_height, table_name, op from hot_change")).toEqual([{ processor: "p", block_height: 7, table_name: "bridge_process", op: "INSERT" }]);
    // The setting is transaction-local: the next transaction logs nothing.
    await db.orm.em.fork().transactional(async (em: EntityManager) => void process(em));
    expect(await logged()).toBe(1);
  });

  it("is emptied with the rest of the chain state", async () => {
    await resetChainState(db.orm);
    expect(await logged()).toBe(0);
    expect(await db.orm.em.fork().count(User, {})).toBe(1);
  });
});
