// @vitest-environment node
import { describe, expect, it } from "vitest";
import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { NoAccountError, SusdCheckError, NoProviderError, WrongNetworkError, describeError } from "./errors.js";
import { ProviderRpcError } from "../wallet/eip1193.js";

const graphqlError = (message: string, code: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe("error catalogue (SPEC §8)", () => {
  it("names a wallet's rejection as a rejected transaction, however it is wrapped", () => {
    expect(describeError(new ProviderRpcError(4001, "User rejected"))).toEqual({ body: { id: "wallet.rejected" } });
    expect(describeError({ code: "ACTION_REJECTED" })).toEqual({ body: { id: "wallet.rejected" } });
  });

  it("gives the SPEC titles for a wrong network and a missing provider", () => {
    expect(describeError(new WrongNetworkError())).toEqual({ title: "wallet.wrongNetwork.title", body: { id: "wallet.wrongNetwork.body" } });
    expect(describeError(new NoProviderError())).toEqual({ title: "wallet.providerError", body: { id: "wallet.noProvider" } });
    expect(describeError(new NoAccountError())).toEqual({ body: { id: "wallet.unknownError" } });
  });

  it("shows a provider's own message under 'Provider Error'", () => {
    expect(describeError(new ProviderRpcError(-32603, "Internal JSON-RPC error"))).toEqual({ title: "wallet.providerError", body: { text: "Internal JSON-RPC error" } });
    expect(describeError({ code: "UNKNOWN_ERROR", error: { code: -32000, message: "nonce too low" } })).toEqual({ title: "wallet.providerError", body: { text: "nonce too low" } });
  });

  it("recognises the gateway's refusal of a banned user", () => {
    expect(describeError(graphqlError("You're banned!!!", "FORBIDDEN"))).toEqual({ body: { id: "wallet.banned" } });
    expect(describeError(graphqlError("Nonce expired", "UNAUTHENTICATED"))).toEqual({ body: { text: "Nonce expired" } });
  });

  it("asks the player to wait when the gateway says too many requests, in either form", () => {
    expect(describeError(graphqlError("Too many requests; try again in 12 s", "RATE_LIMITED"))).toEqual({ body: { id: "common.rateLimited" } });
    const http429 = new ServerError("Response not successful", { response: new Response("{}", { status: 429 }), bodyText: "{}" });
    expect(describeError(http429)).toEqual({ body: { id: "common.rateLimited" } });
  });

  it("shows a contract's revert reason, such as an unpaired account", () => {
    expect(describeError({ reason: "Account has not registered Burn address yet!" })).toEqual({ body: { text: "Account has not registered Burn address yet!" } });
  });

  it("says 'An error has occurred.' for anything else, an internal server error included", () => {
    expect(describeError(new Error("boom"))).toEqual({ body: { id: "error.unknown" } });
    expect(describeError(undefined)).toEqual({ body: { id: "error.unknown" } });
    expect(describeError(graphqlError("Cannot read properties of undefined", "INTERNAL_SERVER_ERROR"))).toEqual({ body: { id: "error.unknown" } });
  });

  it("names SPEC §8's refusals: an email already taken, a user already signed in", () => {
    const taken = new CombinedGraphQLErrors({ errors: [{ message: "duplicate", extensions: { code: "CONFLICT", field: "email" } }] });
    expect(describeError(taken)).toEqual({ body: { id: "error.emailExists" } });
    expect(describeError(graphqlError("This user is already logged in", "CONFLICT"))).toEqual({ body: { id: "error.alreadyLoggedIn" } });
    expect(describeError(new SusdCheckError("allowance call failed"))).toEqual({ body: { id: "error.checkedSusdFail" } });
  });
});
