/** The web app's entry: sign in, then the chat page. */
import "./style.css";
import { Api } from "./api/client.ts";
import { ChatPage } from "./ui/chat.ts";
import { byId } from "./ui/dom.ts";
import { getToken, signIn, signOut } from "./ui/session.ts";

await signIn();
byId("app").hidden = false;
byId("sign-out").addEventListener("click", signOut);
await new ChatPage(new Api(getToken)).start();
