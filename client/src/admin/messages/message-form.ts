import type { AdminMessageFieldsFragment, CreateMessageInput, UpdateMessageInput } from "../../gql/admin/graphql.js";
import type { Validate } from "../ui/useAdminForm.js";
import { fromUtcInput, isUtcInput, toUtcInput } from "../banners/utc-input.js";

export interface MessageValues { title: string; content: string; htmlContent: string; targetAll: boolean; targetAddresses: string; sendAt: string }

export const emptyMessage: MessageValues = { title: "", content: "", htmlContent: "", targetAll: true, targetAddresses: "", sendAt: "" };

export const messageValues = (m: AdminMessageFieldsFragment): MessageValues => ({
  title: m.title, content: m.content, htmlContent: m.htmlContent ?? "", targetAll: m.targetAll, targetAddresses: m.targetAddresses.join("\n"), sendAt: toUtcInput(m.sendAt),
});

/** Addresses typed one per line or separated by commas or spaces. */
export const addressList = (text: string) => text.split(/[\s,;]+/).map((a) => a.trim()).filter(Boolean);
const isAddress = (a: string) => /^0x[0-9a-fA-F]{40}$/.test(a);

export const validateMessage: Validate<MessageValues> = (v) => ({
  title: v.title.trim() ? (v.title.trim().length > 200 ? "adm.messages.error.titleLength" : undefined) : "adm.form.required",
  // SPEC §5: message content is required.
  content: v.content.trim() ? undefined : "adm.messages.error.content",
  targetAddresses: v.targetAll ? undefined : !addressList(v.targetAddresses).length ? "adm.messages.error.noAddress" : addressList(v.targetAddresses).every(isAddress) ? undefined : "adm.messages.error.address",
  sendAt: isUtcInput(v.sendAt) ? undefined : "adm.messages.error.date",
});

export const createInput = (v: MessageValues): CreateMessageInput => ({
  title: v.title.trim(), content: v.content, htmlContent: v.htmlContent.trim() || null, targetAll: v.targetAll,
  targetAddresses: v.targetAll ? [] : addressList(v.targetAddresses).map((a) => a.toLowerCase()), sendAt: fromUtcInput(v.sendAt),
});

/** What may change: everything while it is not sent; the texts once it is. */
export function updateInput(v: MessageValues, sent: boolean): UpdateMessageInput {
  const texts = { title: v.title.trim(), content: v.content, htmlContent: v.htmlContent.trim() };
  if (sent) return texts;
  const sendAt = fromUtcInput(v.sendAt);
  return { ...texts, targetAll: v.targetAll, targetAddresses: v.targetAll ? [] : addressList(v.targetAddresses).map((a) => a.toLowerCase()), ...(sendAt ? { sendAt } : { clearSendAt: true }) };
}
