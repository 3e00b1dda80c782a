import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { SetMemberBanDocument, type MemberFieldsFragment } from "../../gql/admin/graphql.js";
import { useToast } from "../../shared/ui/toasts.js";
import { ConfirmButton } from "../ui/ConfirmDialog.js";
import { shortHex } from "../ui/format.js";

type Flag = "banned" | "chatBanned" | "imageBanned";
const FLAGS: Flag[] = ["banned", "chatBanned", "imageBanned"];

/** Ban / unban, chat ban and image ban (or just the account ban with `onlyBan`), each after a confirmation naming the player. */
export function BanActions({ member, onlyBan }: { member: MemberFieldsFragment; onlyBan?: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const [setBan] = useMutation(SetMemberBanDocument);
  const who = member.name ? `${member.name} (${shortHex(member.address)})` : shortHex(member.address);
  const act = async (flag: Flag, value: boolean) => {
    await setBan({ variables: { address: member.address, [flag]: value } });
    toast.success(intl.formatMessage({ id: `adm.members.done.${flag}.${value ? "on" : "off"}` }, { who }));
  };
  const buttons = (onlyBan ? (["banned"] as Flag[]) : FLAGS).map((flag) => {
    const on = !member[flag];
    const mode = on ? "on" : "off";
    return (
      <ConfirmButton
        key={flag}
        className={`adm-btn adm-btn--sm ${on && flag === "banned" ? "adm-btn--danger-ghost" : "adm-btn--ghost"}`}
        danger={on}
        title={intl.formatMessage({ id: `adm.members.confirm.${flag}.${mode}` }, { who })}
        body={intl.formatMessage({ id: `adm.members.explain.${flag}.${mode}` })}
        confirmLabel={intl.formatMessage({ id: `adm.members.action.${flag}.${mode}` })}
        onConfirm={() => act(flag, on)}
      >
        <FormattedMessage id={onlyBan ? `adm.members.short.banned.${mode}` : `adm.members.action.${flag}.${mode}`} />
      </ConfirmButton>
    );
  });
  return onlyBan ? <>{buttons}</> : <div className="adm-row-actions adm-row-actions--start">{buttons}</div>;
}
