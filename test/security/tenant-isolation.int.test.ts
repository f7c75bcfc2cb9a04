import { call, type CallResult } from "../http";
import { collectionOf, paramValues, ROUTES, targetQuery, type RouteRule } from "./route-matrix";
import { discoverApiRoutes, fillPattern, handlerOf, type DiscoveredRoute, type Handler, type Method } from "./routes";
import { MARKER_PATTERN, seedWorld, type Principal, type World } from "./tenant-world";

// Tenant isolation matrix (issue 12): every route under app/api, found on disk, called by B's
// principals, a signed-out client and A's principals of the wrong roles, against A's objects named
// in the path, the query (hospitalId, patientId, …) and the body. It fails on an answer holding a
// marker planted in A's records (or an id, phone or e-mail of A the request did not carry), on a
// change of A's rows, on a 5xx, on a wrong role not refused, and on a route it cannot classify.

jest.setTimeout(180_000);

type Attempt = {
  key: string;
  rule: RouteRule;
  method: Method;
  principal: Principal;
  url: string;
  params: Record<string, string | string[]>;
  body?: unknown;
  /** An id of A in the path (not a search term): a foreign caller must get 4xx. */
  pathNamesObject: boolean;
  /** The variant carrying only `hospitalId` of A in the query, paired with `baseline`. */
  hospitalOnly?: boolean;
  baseline?: string;
  queryNamesObject: boolean;
};

const qs = (q: Record<string, string>) => (Object.keys(q).length ? `?${new URLSearchParams(q)}` : "");

/** The unclassified parts of a route (no rule, a path parameter or a body the suite cannot fill). */
function unclassified(route: Pick<DiscoveredRoute, "pattern" | "methods" | "params">, world: Pick<World, "a">): string[] {
  const out: string[] = [];
  for (const method of route.methods) {
    const key = `${method} ${route.pattern}`;
    const rule = ROUTES[key];
    if (!rule) out.push(`${key}: no rule in test/security/route-matrix.ts`);
    else if (["POST", "PUT", "PATCH"].includes(method) && !rule.bodies && !rule.signsOut) out.push(`${key}: no bodies`);
  }
  for (const name of route.params) {
    if (!paramValues(name, world.a, collectionOf(route.pattern, name))) out.push(`${route.pattern}: path parameter [${name}] has no ids`);
  }
  return out;
}

function attemptsOf(route: DiscoveredRoute, method: Method, world: World, counter: { n: number }): Attempt[] {
  const key = `${method} ${route.pattern}`;
  const rule = ROUTES[key];
  const names = route.params;
  let combos: Record<string, string | string[]>[] = [{}];
  for (const name of names) combos = combos.flatMap((c) => paramValues(name, world.a, collectionOf(route.pattern, name))!.map((v) => ({ ...c, [name]: v })));
  // A search term, next-auth's action and a report type name no object of A.
  const pathNamesObject = names.some((n) => n !== "term" && n !== "nextauth" && n !== "type");
  const principals = [
    ...world.foreign,
    // A's portal patient is never a target, so it tries every route, except ending its own session.
    ...world.wrongRolesOfA.filter((p) => !rule.who.includes(p.kind) || (p.kind === "patient" && !rule.signsOut)),
  ];
  const out: Attempt[] = [];
  for (const principal of principals) {
    const own = world.b;
    const extra = rule.query?.({ a: world.a, own, n: 0 }) ?? {};
    for (const params of combos) {
      const url = fillPattern(route.pattern, params);
      const base = { key, rule, method, principal, params, pathNamesObject, queryNamesObject: false };
      if (method === "GET" || method === "DELETE") {
        const plain = `${url}${qs(extra)}`;
        out.push({ ...base, url: plain });
        if (method === "GET") out.push({ ...base, url: `${url}${qs({ ...extra, hospitalId: world.a.hospitalId })}`, hospitalOnly: true, baseline: plain });
        out.push({ ...base, url: `${url}${qs({ ...targetQuery(world.a), ...extra })}`, queryNamesObject: Boolean(rule.queryNamesObject) });
        continue;
      }
      // Each body twice (fresh unique fields each time): as is, and with A's ids in the query and hospitalId of A added.
      const plain = rule.bodies?.({ a: world.a, own, n: (counter.n += 1) }) ?? [undefined];
      const marked = rule.bodies?.({ a: world.a, own, n: (counter.n += 1) }) ?? [undefined];
      plain.forEach((body, i) => {
        out.push({ ...base, url: `${url}${qs(extra)}`, body });
        const other = marked[i];
        const withHospital = other && typeof other === "object" ? { ...other, hospitalId: world.a.hospitalId } : other;
        out.push({ ...base, url: `${url}${qs({ ...targetQuery(world.a), ...extra })}`, body: withHospital });
      });
    }
  }
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function tokenLeaks(answer: string, request: string, tokens: string[]): string[] {
  const asked = request.toLowerCase();
  return tokens.filter((t) => !asked.includes(t.toLowerCase()) && new RegExp(`(?<![A-Za-z0-9])${escapeRe(t)}(?![A-Za-z0-9])`, "i").test(answer));
}

const describeAttempt = (a: Attempt) => {
  const url = a.url.includes("assignedToHealthWorkerId=") ? `${a.url.split("?")[0]}?<A's ids>` : a.url;
  const body = a.body === undefined ? "" : ` ${JSON.stringify(a.body).slice(0, 160)}`;
  return `${a.method} ${url}${body} as ${a.principal.name}`;
};

describe("tenant isolation matrix (API)", () => {
  let world: World;
  let routes: DiscoveredRoute[];

  beforeAll(async () => {
    world = await seedWorld();
    routes = discoverApiRoutes();
  });

  it("classifies every route under app/api (method, path parameters, bodies)", () => {
    expect(routes.length).toBeGreaterThan(30);
    const gaps = routes.flatMap((r) => unclassified(r, world));
    expect(gaps).toEqual([]);
    // The check itself can fail: an unknown route and an unknown parameter are reported.
    expect(unclassified({ pattern: "/api/matrix/[widgetId]", methods: ["GET"], params: ["widgetId"] }, world)).toHaveLength(2);
  });

  it("answers nothing of hospital A and changes nothing of it, to any principal of B, signed out or of a wrong role", async () => {
    const failures: string[] = [];
    const counter = { n: 0 };
    const groups: { key: string; attempts: Attempt[]; handler: Handler }[] = [];
    for (const route of routes) {
      if (unclassified(route, world).length) continue;
      for (const method of route.methods) {
        groups.push({ key: `${method} ${route.pattern}`, attempts: attemptsOf(route, method, world, counter), handler: handlerOf(route, method) });
      }
    }
    // Reads first, then writes, then whatever ends the caller's session.
    const order = (g: (typeof groups)[number]) => (ROUTES[g.key].signsOut ? 2 : g.key.startsWith("GET ") ? 0 : 1);
    groups.sort((x, y) => order(x) - order(y));

    function check(a: Attempt, res: CallResult) {
      const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body ?? "");
      const what = describeAttempt(a);
      if (res.status >= 500) failures.push(`${what}: ${res.status}`);
      // A public route may show what it publishes of A (rule.publishes), and nothing else of it.
      const published = a.rule.publishes;
      const markers = [...new Set(text.match(MARKER_PATTERN) ?? [])].filter((m) => !published?.markers.includes(m.split("-").pop()!));
      if (markers.length) failures.push(`${what}: ${res.status} shows ${markers.map((m) => m.split("-").pop()).join(", ")}`);
      const foreign = a.principal.tenant !== "A";
      if (foreign) {
        const publicIds = published?.tokens(world.a) ?? [];
        const leaked = tokenLeaks(text, `${a.url} ${JSON.stringify(a.body ?? "")}`, world.aTokens.filter((t) => !publicIds.includes(t)));
        if (leaked.length) failures.push(`${what}: ${res.status} holds A's ${leaked.join(", ")}`);
      }
      const allowed = a.rule.who.includes(a.principal.kind);
      if (!allowed && ![401, 403, 404].includes(res.status)) failures.push(`${what}: wrong role answered ${res.status}`);
      const isAPrivilegedCaller = a.principal.tenant === "A" && a.principal.kind !== "patient";
      if ((a.pathNamesObject || a.queryNamesObject) && !isAPrivilegedCaller && !published && res.status < 400) {
        failures.push(`${what}: answered ${res.status} about A's object`);
      }
    }
    const pending: { a: Attempt; res: CallResult }[] = [];
    let attempts = 0;
    const byPrincipal = new Map<string, number>();
    let before = await world.snapshotA();
    for (const group of groups) {
      const started = Date.now();
      const answers = new Map<string, CallResult>();
      const succeeded: string[] = [];
      for (let i = 0; i < group.attempts.length; i += 12) {
        await Promise.all(
          group.attempts.slice(i, i + 12).map(async (a) => {
            let res: CallResult;
            try {
              res = await call(group.handler, a.url, {
                method: a.method,
                body: a.body,
                cookie: a.principal.cookie,
                params: a.params as Record<string, string>,
                ip: a.principal.ip,
              });
            } catch (error) {
              failures.push(`${describeAttempt(a)}: threw ${(error as Error).message}`);
              return;
            }
            attempts += 1;
            byPrincipal.set(a.principal.name, (byPrincipal.get(a.principal.name) ?? 0) + 1);
            if (a.hospitalOnly === undefined && a.method === "GET") answers.set(`${a.principal.name} ${a.url}`, res);
            check(a, res);
            if (res.status < 300) succeeded.push(describeAttempt(a));
            if (a.hospitalOnly) pending.push({ a, res });
          }),
        );
      }
      // ?hospitalId= of A must change nothing for a caller of another hospital.
      for (const { a, res } of pending.splice(0)) {
        const plain = answers.get(`${a.principal.name} ${a.baseline}`);
        if (!plain || a.rule.volatile) continue;
        if (plain.status !== res.status || JSON.stringify(plain.body) !== JSON.stringify(res.body)) {
          failures.push(`${describeAttempt(a)}: answered differently with hospitalId of A (${plain.status} → ${res.status})`);
        }
      }
      if (process.env.MATRIX_VERBOSE) process.stderr.write(`${group.key}: ${group.attempts.length} attempts, ${Date.now() - started} ms\n`);
      const after = await world.snapshotA();
      const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
      if (changed.length) failures.push(`${group.key} changed A's ${changed.join(", ")}; successful attempts: ${succeeded.slice(0, 5).join(" | ") || "none"}`);
      before = after;
    }


    const covered = groups.length;
    console.log(
      [
        `tenant isolation matrix (API): ${attempts} attempts, ${routes.length} route files, ${covered} route methods, ${failures.length} failures`,
        `  by caller: ${[...byPrincipal].map(([k, v]) => `${k} ${v}`).join(", ")}`,
        ...failures.slice(0, 150).map((f) => `  FAIL ${f.slice(0, 400)}`),
      ].join("\n"),
    );
    expect(attempts).toBeGreaterThanOrEqual(500);
    expect(failures).toEqual([]);
  });

  it("sees A's markers and A's changes when A itself reads and writes (the checks can fail)", async () => {
    const { GET } = await import("@/app/api/patients/[id]/route");
    const { PATCH } = await import("@/app/api/departments/[id]/route");
    const a = world.a;
    const res = await call(GET, `/api/patients/${a.patientId}`, { cookie: world.adminOfA.cookie, params: { id: a.patientId } });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body).match(MARKER_PATTERN)?.length).toBeGreaterThan(3);
    const before = await world.snapshotA();
    const patched = await call(PATCH, `/api/departments/${a.departmentId}`, {
      method: "PATCH",
      cookie: world.adminOfA.cookie,
      params: { id: a.departmentId },
      body: { description: "Changed by its own administrator" },
    });
    expect(patched.status).toBe(200);
    const after = await world.snapshotA();
    expect(Object.keys(after).filter((t) => after[t] !== before[t])).toEqual(["departments"]);
  });
});
