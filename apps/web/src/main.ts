/** The web app's entry: sign in, then the chat page; at /ops the ops view. */
import "./style.css";
import { Api } from "./api/client.ts";
import { ChatPage } from "./ui/chat.ts";
import { byId } from "./ui/dom.ts";
import { getToken, signIn, signOut } from "./ui/session.ts";

if (location.pathname === "/ops") {
  // Its own chunk: the chat's first load does not carry the ops view.
  const { startOpsPage } = await import("./ops/ops-page.ts");
  await startOpsPage();
} else {
  await signIn();
  byId("app").hidden = false;
  byId("sign-out").addEventListener("click", signOut);
  await new ChatPage(new Api(getToken)).start();
}
