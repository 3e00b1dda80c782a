import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EntityManager } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { runSql } from "./batch.js";
import { literal, Script } from "./script.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.close());

const inTransaction = <T>(fn: (em: EntityManager) => Promise<T>) => db.orm.em.fork().transactional(fn);

// Text a literal must carry unchanged: quotes, backslashes, braces, commas, "NULL", newlines, CJK, emoji.
const TRICKY = ["it's", "back\\slash", "\\'", "{a,b}", '"quoted"', "NULL", "", "line\nbreak", "日本語", "🎲", "$1", "E'x'"];

describe("Script", () => {
  it("inlines parameters as literals Postgres reads back as the values bound parameters give", async () => {
    const sql = "select $1::text as a, $2::text[] as b, $3::int as c, $4::numeric as d, $5::timestamptz as e, $6::jsonb as f, $7::text as g";
    const params = [TRICKY.join("|"), [...TRICKY, null], 42, "123456789012345678901234567890", new Date("2026-11-23T09:00:00.123Z"), JSON.stringify({ k: "it's \\ {x}" }), null];
    await inTransaction(async (em) => {
      const [bound] = await runSql(em, sql, params);
      const script = new Script();
      script.add(sql, params);
      const [inlined] = await runSql(em, script.text(), []);
      expect(inlined).toEqual(bound);
      expect(inlined!.b).toEqual([...TRICKY, null]);
    });
  });

  it("reads the same whatever standard_conforming_strings is", async () => {
    await inTransaction(async (em) => {
      for (const setting of ["on", "off"]) {
        await runSql(em, `set local standard_conforming_strings = ${setting}`, []);
        const [row] = await runSql(em, `select ${literal("a\\b'c")} as v`, []);
        expect(row!.v).toBe("a\\b'c");
      }
    });
  });

  it("runs its statements in order in one query, and a failing one fails the query", async () => {
    await inTransaction(async (em) => {
      await runSql(em, "create temp table script_test (n int primary key, s text) on commit drop", []);
      const script = new Script();
      script.add("insert into script_test (n, s) select * from unnest($1::int[], $2::text[])", [[1, 2], ["x", "y'"]]);
      script.add("update script_test set s = s || $1 where n = $2", ["!", 2]);
      await runSql(em, script.text(), []);
      expect(await runSql(em, "select n, s from script_test order by n", [])).toEqual([{ n: 1, s: "x" }, { n: 2, s: "y'!" }]);
      const failing = new Script();
      failing.add("insert into script_test (n, s) values ($1, $2)", [3, "z"]);
      failing.add("insert into script_test (n, s) values ($1, $2)", [1, "duplicate"]);
      await expect(runSql(em, failing.text(), [])).rejects.toThrow(/duplicate key/);
    });
  });

  it("refuses a statement that names a parameter it was not given", () => {
    expect(() => new Script().add("select $1, $2", ["only one"])).toThrow(/\$2 has no parameter/);
  });
});
