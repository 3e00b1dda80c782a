import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { useCan } from "../access/AccessProvider.js";
import type { Permission } from "../access/permissions.js";
import { EmptyState } from "./EmptyState.js";

/** A page the role may not open says so (the server refuses it too), instead of failing on its queries. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  if (useCan()(permission)) return <>{children}</>;
  return (
    <EmptyState
      icon="⊘"
      title={<FormattedMessage id="adm.forbidden.title" />}
      hint={<FormattedMessage id="adm.forbidden.hint" />}
      action={<Link className="adm-btn adm-btn--ghost" to="/admin"><FormattedMessage id="adm.forbidden.back" /></Link>}
    />
  );
}
