import { useQuery, useSubscription } from "@apollo/client/react";
import { StakingProgramDocument, StakingRoundHistoryDocument, StakingRoundUpdatedDocument } from "../../../gql/pages/graphql.js";

/** Pools, the round in progress and the last rounds, read again whenever a round starts, is funded or ends. */
export function useStakingProgram(onRound?: () => void) {
  const program = useQuery(StakingProgramDocument, { fetchPolicy: "cache-and-network" });
  const rounds = useQuery(StakingRoundHistoryDocument, { variables: { limit: 5 }, fetchPolicy: "cache-and-network" });
  useSubscription(StakingRoundUpdatedDocument, {
    onData: () => {
      void program.refetch();
      void rounds.refetch();
      onRound?.();
    },
  });
  return { program: program.data?.stakingProgram ?? null, rounds: rounds.data?.stakingRoundHistory ?? [], loading: program.loading && !program.data, error: program.error, refetch: () => void program.refetch() };
}
