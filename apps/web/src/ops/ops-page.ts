/**
 * The ops view at /ops: the fleet at a glance, refreshed every 2 s from `GET /v1/ops/overview` (pools'
 * engine busy share and KV use as bars, the ladder's rung and the router's small/large share as small charts,
 * replicas, rollouts and the judge's win rate per candidate). Read by the ops role only: a stored ops
 * token (`chat.opsToken`), else the chat's token; a 401/403 shows why and asks for an ops token.
 */
import { h } from "../ui/dom.ts";
import "./ops.css";
import { age, CHART, columns, pct, stepPath } from "./charts.ts";
import type { OpsOverview } from "./types.ts";

const OPS_KEY = "chat.opsToken";
const REFRESH_MS = 2_000;
const SVG = "http://www.w3.org/2000/svg";

type Fetched = { ok: true; overview: OpsOverview } | { ok: false; status: number; message: string };

export async function startOpsPage(): Promise<void> {
  document.title = "Ops · Chat";
  const page = new OpsPage();
  document.body.prepend(page.root);
  await page.run();
}

class OpsPage {
  readonly root = h("main", { class: "ops", "aria-labelledby": "ops-title" });
  private readonly status = h("p", { class: "ops-status", id: "ops-status" });
  private readonly notice = h("p", { class: "notice error", role: "alert", hidden: "" });
  private readonly signin = h("section", { class: "ops-signin", "aria-label": "Ops sign-in", hidden: "" });
  private readonly tokenField = h("input", {
    id: "ops-token",
    type: "password",
    autocomplete: "off",
    placeholder: "ops token",
  });
  private readonly body = h("div", { class: "ops-body", hidden: "" });
  private timer: number | null = null;

  constructor() {
    const form = h(
      "form",
      {},
      h("label", { for: "ops-token" }, "Ops token"),
      this.tokenField,
      h("button", { type: "submit" }, "Open the ops view"),
    );
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const token = this.tokenField.value.trim();
      if (!token) return;
      localStorage.setItem(OPS_KEY, token);
      this.tokenField.value = "";
      void this.tick();
    });
    this.signin.append(
      h(
        "p",
        {},
        "The ops view is for the ops role: an ops user's token, or the operator token that npm run dev prints.",
      ),
      form,
      h("a", { href: "/" }, "Back to the chat"),
    );
    this.root.append(
      h("header", { class: "ops-head" }, h("h1", { id: "ops-title" }, "Ops"), this.status),
      this.notice,
      this.signin,
      this.body,
    );
  }

  async run(): Promise<void> {
    await this.tick();
  }

  private token(): string | null {
    return localStorage.getItem(OPS_KEY) ?? localStorage.getItem("chat.token");
  }

  private async tick(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const r = await fetchOverview(this.token());
    if (r.ok) {
      this.notice.hidden = true;
      this.signin.hidden = true;
      this.body.hidden = false;
      this.render(r.overview);
    } else if (r.status === 401 || r.status === 403) {
      this.body.hidden = true;
      this.signin.hidden = false;
      this.showNotice(
        r.status === 403 ? `Refused (403): ${r.message}.` : "Sign in with an ops token to see the ops view.",
      );
      this.tokenField.focus();
      return; // no refresh until a token is given
    } else this.showNotice(`Could not refresh (${r.message}); trying again.`);
    this.timer = window.setTimeout(() => void this.tick(), REFRESH_MS);
  }

  private showNotice(text: string): void {
    this.notice.textContent = text;
    this.notice.hidden = false;
  }

  private render(o: OpsOverview): void {
    this.status.textContent = `Updated ${new Date(o.at).toLocaleTimeString()} · this api instance streams ${o.instance.streams} answer${o.instance.streams === 1 ? "" : "s"} (${o.instance.id})`;
    this.body.replaceChildren(
      section("Pools", poolsView(o)),
      h(
        "div",
        { class: "ops-row" },
        section("Shedding ladder", ladderView(o)),
        section("Router", routerView(o)),
      ),
      section("Replicas", replicasView(o)),
      section("Streams per api instance", apisView(o)),
      section("Per model version", versionsView(o)),
      ...(o.regions?.length ? [section("Regions", regionsView(o))] : []),
      section("Rollouts and the judge", judgeView(o)),
      ...(o.partial.length ? [h("p", { class: "notice" }, `Not read in time: ${o.partial.join("; ")}`)] : []),
    );
  }
}

async function fetchOverview(token: string | null): Promise<Fetched> {
  try {
    const res = await fetch("/v1/ops/overview", {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.ok) return { ok: true, overview: (await res.json()) as OpsOverview };
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    return { ok: false, status: res.status, message: body?.error?.message ?? `HTTP ${res.status}` };
  } catch (err) {
    return { ok: false, status: 0, message: err instanceof Error ? err.message : String(err) };
  }
}

function section(title: string, ...content: Node[]): HTMLElement {
  const id = `ops-h-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return h("section", { class: "ops-card", "aria-labelledby": id }, h("h2", { id }, title), ...content);
}

/** A labelled horizontal bar for a 0..1 share (a meter to assistive technology); red from 85% where high is bad. */
function meter(label: string, share: number | null, highIsBad = true): HTMLElement {
  const value = share === null ? null : Math.round(Math.min(1, Math.max(0, share)) * 100);
  const fill = h("span", { class: "ops-fill" });
  fill.style.width = `${value ?? 0}%`;
  if (highIsBad && value !== null && value >= 85) fill.classList.add("hot");
  const bar = h(
    "div",
    {
      class: "ops-bar",
      role: "meter",
      "aria-label": label,
      "aria-valuemin": "0",
      "aria-valuemax": "100",
      "aria-valuenow": value === null ? undefined : String(value),
      "aria-valuetext": value === null ? "unknown" : `${value}%`,
    },
    fill,
  );
  return h(
    "div",
    { class: "ops-meter" },
    h("span", { class: "ops-label" }, label),
    bar,
    h("span", { class: "ops-value" }, pct(share)),
  );
}

function poolsView(o: OpsOverview): HTMLElement {
  return h(
    "div",
    { class: "ops-pools" },
    ...o.pools.map((p) =>
      h(
        "div",
        { class: "ops-pool", "data-pool": p.pool },
        h("h3", {}, `${p.pool} pool`),
        meter(`${p.pool} pool engine busy`, p.busyShare),
        meter(`${p.pool} pool KV cache in use`, p.kvUse),
        h(
          "p",
          { class: "ops-small" },
          `${p.serving} of ${p.replicas} replicas serving · ${p.waiting} waiting`,
        ),
      ),
    ),
  );
}

function svg(label: string, ...children: SVGElement[]): SVGSVGElement {
  const el = document.createElementNS(SVG, "svg");
  el.setAttribute("viewBox", `0 0 ${CHART.width} ${CHART.height}`);
  // Stretched to the card's width: the time axis fills it (the step line keeps its stroke width in CSS).
  el.setAttribute("preserveAspectRatio", "none");
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", label);
  el.setAttribute("class", "ops-chart");
  el.append(...children);
  return el;
}

function svgEl(tag: string, attrs: Record<string, string | number>): SVGElement {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

function ladderView(o: OpsOverview): Node {
  const { rung, series } = o.ladder;
  const minutes = Math.round(o.windowS / 60);
  const moves = Math.max(0, series.length - 2);
  const text = rung === null ? "unknown (no dispatcher has run)" : `${rung} of 3`;
  const path = stepPath(series, o.at - o.windowS * 1000, o.at);
  return h(
    "div",
    {},
    h("p", { class: "ops-big", id: "ops-rung" }, `Rung ${text}`),
    svg(
      `The ladder's rung over the last ${minutes} minutes: now ${rung ?? "unknown"}, ${moves} move${moves === 1 ? "" : "s"}`,
      svgEl("path", { d: path, class: "ops-step" }),
    ),
    h(
      "p",
      { class: "ops-small" },
      `last ${minutes} min · 0 at the bottom, 3 at the top`,
      ...(o.ladder.lastMove
        ? [
            ` · last move ${o.ladder.lastMove.from} → ${o.ladder.lastMove.to} at ${new Date(o.ladder.lastMove.at).toLocaleTimeString()}, busy share ${pct(o.ladder.lastMove.busyShare)} against the line ${pct(o.ladder.lastMove.line)}`,
          ]
        : []),
    ),
  );
}

function routerView(o: OpsOverview): Node {
  const r = o.router;
  const cols = columns(r.series).flatMap((c) => [
    svgEl("rect", { x: c.x, y: c.small.y, width: c.width, height: c.small.height, class: "ops-small-col" }),
    svgEl("rect", { x: c.x, y: c.large.y, width: c.width, height: c.large.height, class: "ops-large-col" }),
  ]);
  const minutes = Math.round(o.windowS / 60);
  return h(
    "div",
    {},
    h("p", { class: "ops-big", id: "ops-router" }, `${pct(r.smallShare)} small`),
    svg(
      `Placements per minute over the last ${minutes} minutes: ${r.small} small, ${r.large} large`,
      ...cols,
    ),
    h(
      "p",
      { class: "ops-small" },
      h("span", { class: "ops-key small" }, ""),
      ` small ${r.small} · `,
      h("span", { class: "ops-key large" }, ""),
      ` large ${r.large} (first placements, last ${minutes} min)`,
    ),
  );
}

/** Per version over the window: answers ended, refused, failed, and the first-token p95 (queue -> token). */
function versionsView(o: OpsOverview): Node {
  const versions = o.versions ?? [];
  if (versions.length === 0) return h("p", {}, "No answer has ended in the window.");
  const head = ["Version", "Answers", "Refused", "Errors", "First token p95"];
  return h(
    "table",
    { class: "ops-table", id: "ops-versions" },
    h("caption", { class: "visually-hidden" }, `Answers per model version over the last ${o.windowS} s`),
    h("thead", {}, h("tr", {}, ...head.map((c) => h("th", { scope: "col" }, c)))),
    h(
      "tbody",
      {},
      ...versions.map((v) =>
        h(
          "tr",
          { "data-version": v.version },
          h("th", { scope: "row" }, v.version),
          h("td", {}, String(v.messages)),
          h("td", {}, String(v.refused)),
          h("td", {}, String(v.errors)),
          h("td", {}, v.firstTokenP95Ms === null ? "-" : `${(v.firstTokenP95Ms / 1000).toFixed(2)} s`),
        ),
      ),
    ),
  );
}

/** Each region new conversations may be placed in: up or gone, its rung, expected waits, live replicas. */
function regionsView(o: OpsOverview): Node {
  const regions = o.regions ?? [];
  const head = ["Region", "State", "Rung", "Expected wait (free / plus)", "Live replicas", "Heard"];
  const wait = (s: number | undefined) => (s === undefined ? "-" : `${s.toFixed(2)} s`);
  return h(
    "table",
    { class: "ops-table", id: "ops-regions" },
    h("caption", { class: "visually-hidden" }, "Regions, as this api instance sees their published headroom"),
    h("thead", {}, h("tr", {}, ...head.map((c) => h("th", { scope: "col" }, c)))),
    h(
      "tbody",
      {},
      ...regions.map((r) =>
        h(
          "tr",
          { "data-region": r.region, "data-up": String(r.up) },
          h("th", { scope: "row" }, r.region),
          h("td", { class: r.up ? "ops-st" : "ops-st stale" }, r.up ? "up" : "gone"),
          h("td", {}, String(r.rung)),
          h("td", {}, `${wait(r.expectedWaitS.free)} / ${wait(r.expectedWaitS.plus)}`),
          h("td", {}, String(r.liveReplicas)),
          h("td", {}, `${(r.ageMs / 1000).toFixed(1)} s ago`),
        ),
      ),
    ),
  );
}

/** Answers each api instance streams now, as bars against the busiest (from their heartbeats). */
function apisView(o: OpsOverview): Node {
  const apis = o.apis ?? [];
  if (apis.length === 0) return h("p", {}, "No api instance has reported.");
  const most = Math.max(1, ...apis.map((a) => a.streams));
  return h(
    "ul",
    { class: "ops-apis", id: "ops-apis" },
    ...apis.map((a) => {
      const fill = h("span", { class: "ops-fill" });
      fill.style.width = `${Math.round((100 * a.streams) / most)}%`;
      return h(
        "li",
        { "data-api": a.id, "data-stale": a.stale ? "true" : "false" },
        h("span", { class: "ops-label" }, `${a.id}${a.id === o.instance.id ? " (this one)" : ""}`),
        h("div", { class: "ops-bar", "aria-hidden": "true" }, fill),
        h(
          "span",
          { class: "ops-value" },
          `${a.streams} stream${a.streams === 1 ? "" : "s"}${a.stale ? `, silent ${age(a.heartbeatAgeMs)}` : ""}`,
        ),
      );
    }),
  );
}

function replicasView(o: OpsOverview): Node {
  if (o.replicas.length === 0) return h("p", {}, "No replica has reported.");
  const head = [
    "Replica",
    "Pool",
    "Version",
    "Status",
    "Running",
    "Waiting",
    "Queued prompt tokens",
    "KV in use",
    "Heartbeat",
  ];
  return h(
    "table",
    { class: "ops-table", id: "ops-replicas" },
    h("caption", { class: "visually-hidden" }, "Replicas and their last reports"),
    h("thead", {}, h("tr", {}, ...head.map((c) => h("th", { scope: "col" }, c)))),
    h(
      "tbody",
      {},
      ...o.replicas.map((r) =>
        h(
          "tr",
          { "data-replica": r.replicaId, "data-status": r.status },
          h("th", { scope: "row" }, r.replicaId),
          h("td", {}, r.pool),
          h("td", {}, r.version),
          h("td", { class: `ops-st ${r.status}` }, r.status),
          h("td", {}, String(r.running)),
          h("td", {}, String(r.waiting)),
          h("td", {}, r.queuedPromptTokens.toLocaleString()),
          h("td", {}, meter(`${r.replicaId} KV cache in use`, r.kvUse)),
          h("td", {}, age(r.heartbeatAgeMs)),
        ),
      ),
    ),
  );
}

function judgeView(o: OpsOverview): Node {
  const rollouts = o.rollouts.length
    ? h(
        "ul",
        { class: "ops-rollouts" },
        ...o.rollouts.map((r) =>
          h("li", {}, `${r.pool}: ${r.current}${r.candidate ? ` → ${r.candidate}` : ""} at stage ${r.stage}`),
        ),
      )
    : h("p", {}, "No rollout under way.");
  if (o.judge.length === 0)
    return h(
      "div",
      {},
      rollouts,
      h("p", { class: "ops-small" }, "No judged pair yet (the judge runs where JUDGE_URL is set)."),
    );
  return h(
    "div",
    {},
    rollouts,
    h(
      "table",
      { class: "ops-table", id: "ops-judge" },
      h("caption", { class: "visually-hidden" }, "The judge's win rate per candidate version"),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ...["Candidate", "Against", "Pairs", "Win rate", "Wins / ties / losses", "Judge agreed"].map((c) =>
            h("th", { scope: "col" }, c),
          ),
        ),
      ),
      h(
        "tbody",
        {},
        ...o.judge.map((j) =>
          h(
            "tr",
            { "data-candidate": j.candidateVersion },
            h("th", { scope: "row" }, `${j.candidateVersion} (${j.pool})`),
            h("td", {}, j.currentVersion),
            h("td", {}, String(j.n)),
            h("td", {}, meter(`${j.candidateVersion} win rate`, j.winRate, false)),
            h("td", {}, `${j.wins} / ${j.ties} / ${j.losses}`),
            h("td", {}, pct(j.n ? j.agreed / j.n : null)),
          ),
        ),
      ),
    ),
  );
}
