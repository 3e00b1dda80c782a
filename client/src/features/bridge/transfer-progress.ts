import { notificationStore } from "../../shared/ui/notifications.js";
import type { Progress } from "./bridge-actions.js";

interface Callbacks {
  text: (id: "bridge.approve" | "bridge.sent") => string;
  success: (text: string) => void;
  onSent: (txHash: string) => void;
}

/**
 * A transfer's messages: the approval is an instruction (an info notice kept until the wallet has
 * approved, at most the store's 20 s), the broadcast a success toast. `end` clears what is left.
 */
export function transferProgress({ text, success, onSent }: Callbacks, store = notificationStore): Progress & { end: () => void } {
  let approval: number | undefined;
  const end = () => {
    if (approval !== undefined) store.dismiss(approval);
    approval = undefined;
  };
  return {
    onApprove: () => {
      end();
      approval = store.push({ kind: "info", text: text("bridge.approve") });
    },
    onSent: (hash) => {
      end();
      onSent(hash);
      success(text("bridge.sent"));
    },
    end,
  };
}
