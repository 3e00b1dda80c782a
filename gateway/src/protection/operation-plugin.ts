import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import type { Context } from "../context.js";
import { checkQueryCost } from "./query-cost.js";
import type { RateLimits } from "./rate-limits.js";

const SIGN_IN_FIELDS = new Set(["requestSignIn", "signIn"]);

const rootFields = (op: OperationDefinitionNode) =>
  op.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));

/**
 * Once an operation is parsed and validated: refuse it when it costs too much, count sign-in
 * attempts per IP, and count every operation of a signed-in address (whatever IP it comes from).
 */
export function protectOperations(schema: GraphQLSchema, limits: RateLimits, maxCost: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, operation, contextValue }) {
          checkQueryCost(schema, document, request.variables, request.operationName ?? undefined, maxCost);
          if (operation && rootFields(operation).some((f) => SIGN_IN_FIELDS.has(f))) await limits.consumeSignIn(contextValue.ip);
          if (contextValue.viewer) await limits.consumeAddress(contextValue.viewer.address);
        },
      };
    },
  };
}
