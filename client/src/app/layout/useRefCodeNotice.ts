import { useEffect } from "react";
import { useIntl } from "react-intl";
import { REF_CODE_LENGTH, refCodeIn } from "../../shared/storage/session-storage.js";
import { notificationStore } from "../../shared/ui/notifications.js";

/** A referral link with a code the rule refuses says so once, naming the characters a code may use. */
export function useRefCodeNotice(search: string) {
  const intl = useIntl();
  useEffect(() => {
    if (refCodeIn(search) !== "invalid") return;
    const id = notificationStore.push({ kind: "error", text: intl.formatMessage({ id: "ref.invalid" }, REF_CODE_LENGTH) });
    return () => notificationStore.dismiss(id);
  }, [search, intl]);
}
