import { describe, expect, it } from "vitest";
import { ArgsError, parseVerifyArgs } from "./args.js";

const paths = { cwd: "/home/me/work", defaultDeployments: "/repo/.data/deployments.json" };
const parse = (...argv: string[]) => parseVerifyArgs(argv, paths);
const address = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

describe("verify's arguments", () => {
  it("takes a table address and a round", () => {
    expect(parse("--rpc", "http://127.0.0.1:8546", "--table", address, "--round", "12")).toEqual({
      rpc: "http://127.0.0.1:8546", table: { address }, target: { round: 12n }, deployments: paths.defaultDeployments,
    });
  });

  it("takes a table id with a deployments file relative to where the command was typed, and a shoe", () => {
    expect(parse("--table", "3", "--shoe", "2", "--deployments", "d.json", "--from-block", "100")).toEqual({
      table: { tableId: 3 }, target: { shoe: 2 }, deployments: "/home/me/work/d.json", fromBlock: 100,
    });
  });

  it("answers --help", () => {
    expect(parse("--help")).toBe("help");
    expect(parse("-h", "--table", "x")).toBe("help");
  });

  it.each([
    [[], "--table is required"],
    [["--table", address], "give exactly one of --round and --shoe"],
    [["--table", address, "--round", "1", "--shoe", "1"], "give exactly one of --round and --shoe"],
    [["--table", "0x1234", "--round", "1"], "--table must be a contract address"],
    [["--table", "three", "--round", "1"], "--table must be a contract address"],
    [["--table", address, "--round=-1"], "--round must be a whole number"],
    [["--table", address, "--round", "1.5"], "--round must be a whole number"],
    [["--table", address, "--round", "0"], "rounds and shoes are numbered from 1"],
    [["--table", address, "--shoe", "x"], "--shoe must be a whole number"],
    [["--table", address, "--round", "1", "--rpc", "localhost:8546"], "--rpc must be an http(s) or ws(s) URL"],
    [["--table", address, "--round", "1", "--colour", "red"], "Unknown option '--colour'"],
    [["--table", address, "--round", "1", "extra"], "Unexpected argument 'extra'"],
    [["--table", address, "--round"], "Option '--round <value>' argument missing"],
  ])("refuses %j", (argv, message) => {
    expect(() => parse(...argv)).toThrow(ArgsError);
    expect(() => parse(...argv)).toThrow(message);
  });
});
