import { useIntl } from "react-intl";
import type { MemberFieldsFragment } from "../../gql/admin/graphql.js";
import { Badge } from "../ui/TaskStateBadge.js";

/** SPEC user states: active or banned, plus the chat and image bans; a staff account shows its role. */
export function BanFlags({ member: m }: { member: Pick<MemberFieldsFragment, "banned" | "chatBanned" | "imageBanned" | "userType"> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const role = m.userType !== "NORMAL" && <Badge tone="info">{t(`adm.staff.type.${m.userType}`)}</Badge>;
  if (!m.banned && !m.chatBanned && !m.imageBanned) return <>{role} <Badge tone="ok">{t("adm.members.active")}</Badge></>;
  return (
    <>
      {role} {m.banned && <Badge tone="bad">{t("adm.members.bannedBadge")}</Badge>} {m.chatBanned && <Badge tone="warn">{t("adm.members.chatBanned")}</Badge>} {m.imageBanned && <Badge tone="warn">{t("adm.members.imageBanned")}</Badge>}
    </>
  );
}
