import { TableChat } from "../features/chat/TableChat.js";
import { TablePage } from "../features/table/TablePage.js";

const chatAt = (tableId: number) => <TableChat tableId={tableId} />;

/** The table screen with its chat: two features the app composes (features never import each other). */
export function TableRoute() {
  return <TablePage chat={chatAt} />;
}
