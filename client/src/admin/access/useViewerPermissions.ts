import { useQuery } from "@apollo/client/react";
import { ViewerPermissionsDocument } from "../../gql/admin/graphql.js";
import { permissionsOfType } from "./role-matrix.js";

/**
 * The signed-in staff member's permissions as the gateway grants them from this IP; until it answers,
 * those of their staff type (the same matrix), so the menu does not flicker. `refused` is true when the
 * gateway grants nothing (an IP outside the account's allow-list).
 */
export function useViewerPermissions(userType: string): { granted: readonly string[]; refused: boolean } {
  const { data } = useQuery(ViewerPermissionsDocument, { fetchPolicy: "cache-and-network" });
  const served = data?.viewerPermissions;
  return { granted: served ?? permissionsOfType(userType), refused: served !== undefined && served.length === 0 };
}
