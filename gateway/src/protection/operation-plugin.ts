import type { ApolloServerPlugin } from "@apollo/server";
import { OperationTypeNode } from "graphql";
import { ErrorCode, requestError } from "../errors.js";
import type { Context } from "../context.js";
import { admitOperation, type Admission } from "./admit-operation.js";
import { refuseBannedSession } from "../modules/auth/banned.js";

export const SUBSCRIPTIONS_OVER_WS = "Subscriptions run over WebSocket (graphql-transport-ws) at /graphql, not over HTTP";

/**
 * Apollo's side of the protection: each parsed, validated operation goes through `admitOperation`
 * (the token cap is Apollo's `parseOptions`; bracket nesting is checked by graphqlHandler before Apollo),
 * after a banned account's session has been refused. Subscriptions are refused (BAD_REQUEST).
 */
export function protectOperations(admission: Admission): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, contextValue }) {
          // Over HTTP a subscription would run once with no event and fail inside the resolver.
          if (operation?.operation === OperationTypeNode.SUBSCRIPTION) throw requestError(ErrorCode.BAD_REQUEST, SUBSCRIPTIONS_OVER_WS);
          refuseBannedSession(contextValue.bannedSession, document, request.operationName);
          await admitOperation(admission, {
            document,
            operationName: request.operationName,
            variables: request.variables,
            ip: contextValue.ip,
            address: contextValue.signedInAddress,
          });
        },
      };
    },
  };
}
