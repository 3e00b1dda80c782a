import { useCallback } from "react";
import { useMutation } from "@apollo/client/react";
import { SubmitDecisionDocument, type SignedDecisionInput } from "../../../gql/graphql.js";
import { RelayedRefusal, submitRefusal } from "./relayed-refusal.js";

/**
 * Hands a signed decision to the dealer. Resolves once the table took it, or when the API stopped
 * waiting (PENDING: the round lists it once taken); rejects with the table's refusal.
 */
export function useSubmitDecision(): (input: SignedDecisionInput) => Promise<void> {
  const [submit] = useMutation(SubmitDecisionDocument);
  return useCallback(
    async (input: SignedDecisionInput) => {
      const answer = await submit({ variables: { input } }).catch((e: unknown) => {
        throw submitRefusal(e);
      });
      const result = answer.data?.submitDecision;
      if (result?.state === "REFUSED") throw new RelayedRefusal(result.reason ?? "");
    },
    [submit],
  );
}
