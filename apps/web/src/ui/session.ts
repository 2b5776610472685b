/**
 * Sign-in: a bearer token pasted by the user, or (in development, where the api offers it) a new free
 * user. The token is kept in localStorage and checked with one request before the app opens.
 */
import { byId } from "./dom.ts";

const KEY = "chat.token";

export const getToken = (): string | null => localStorage.getItem(KEY);

export function signOut(): void {
  localStorage.removeItem(KEY);
  location.assign("/");
}

/** Resolves once a working token is stored (at once when one already is). */
export async function signIn(): Promise<void> {
  if (getToken() && (await works(getToken() ?? ""))) return;
  const section = byId("signin");
  const error = byId("signin-error");
  section.hidden = false;
  byId<HTMLInputElement>("token").focus();
  const fail = (text: string) => {
    error.textContent = text;
    error.hidden = false;
  };
  await new Promise<void>((resolve) => {
    byId("signin-form").addEventListener("submit", async (e) => {
      e.preventDefault();
      const token = byId<HTMLInputElement>("token").value.trim();
      if (await works(token)) {
        localStorage.setItem(KEY, token);
        resolve();
      } else fail("That token was not accepted.");
    });
    byId("new-user").addEventListener("click", async () => {
      const res = await fetch("/dev/users", { method: "POST" }).catch(() => null);
      if (!res?.ok) return fail("New users can be made here only in development (npm run dev).");
      const { token } = (await res.json()) as { token: string };
      localStorage.setItem(KEY, token);
      resolve();
    });
  });
  section.hidden = true;
}

async function works(token: string): Promise<boolean> {
  const res = await fetch("/v1/settings", { headers: { authorization: `Bearer ${token}` } }).catch(
    () => null,
  );
  return res?.ok === true;
}
