import { describe, expect, it } from "vitest";
import pg from "pg";
import { isConnectionLoss, whilePostgresAway } from "./connection-loss.js";
import { serverUrl } from "./testing/scratch.js";

describe("connection loss", () => {
  it("tells a lost or refused connection from a statement Postgres refused", async () => {
    // Nothing listens on port 9: a refused connection.
    const refused = await new pg.Client({ host: "127.0.0.1", port: 9, user: "postgres" }).connect().catch((e: unknown) => e);
    expect(isConnectionLoss(refused)).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error("the database system is starting up"), { code: "57P03" }))).toBe(true);
    expect(isConnectionLoss(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionLoss(new Error("wrapped", { cause: Object.assign(new Error("x"), { code: "ECONNRESET" }) }))).toBe(true);

    expect(isConnectionLoss(Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }))).toBe(false);
    expect(isConnectionLoss(Object.assign(new Error("processor game-chain: expected head 10, database has 12"), { code: "P0001" }))).toBe(false);
    expect(isConnectionLoss(undefined)).toBe(false);
  });

  it("counts a connection Postgres terminates under a session as lost", async () => {
    const url = serverUrl();
    const victim = new pg.Client({ connectionString: url });
    await victim.connect();
    victim.on("error", () => {});
    const { rows } = await victim.query<{ pid: number }>("select pg_backend_pid() as pid");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
    await admin.end();
    const lost = await victim.query("select 1").catch((e: unknown) => e);
    expect(isConnectionLoss(lost)).toBe(true);
    await victim.end().catch(() => {});
  });

  it("repeats a step while Postgres cannot be reached, and never a statement Postgres refused", async () => {
    const retries: number[] = [];
    let calls = 0;
    const answer = await whilePostgresAway(async () => {
      if (++calls < 3) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      return "answered";
    }, (_e, attempt) => retries.push(attempt));
    expect([answer, calls, retries]).toEqual(["answered", 3, [1, 2]]);

    let refused = 0;
    const error = await whilePostgresAway(async () => {
      refused++;
      throw Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" });
    }).catch((e: Error) => e.message);
    expect([error, refused]).toEqual(["duplicate key value violates unique constraint", 1]);
  });
});
