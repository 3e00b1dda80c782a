import type { ApolloServerPlugin } from "@apollo/server";
import type { Context } from "../context.js";
import { admitOperation, type Admission } from "./admit-operation.js";
import { refuseBannedSession } from "../modules/auth/banned.js";

/**
 * Apollo's side of the protection: each parsed, validated operation goes through `admitOperation`
 * (the token cap is Apollo's `parseOptions`; bracket nesting is checked by graphqlHandler before Apollo),
 * after a banned account's session has been refused.
 */
export function protectOperations(admission: Admission): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, contextValue }) {
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
