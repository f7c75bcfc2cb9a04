import { NextRequest } from "next/server";

import { isCrossSite } from "./http";

// A cookie-carrying mutation from another site is refused (API.md conventions); the host it is
// compared with is the request's own, and a client-sent X-Forwarded-Host counts only behind a
// trusted proxy.

const request = (method: string, headers: Record<string, string>) =>
  new NextRequest("http://hospital.example/api/departments", { method, headers: { host: "hospital.example", ...headers } });

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

it("refuses a mutation whose Origin names another site, and lets same-origin and read requests through", () => {
  expect(isCrossSite(request("POST", { origin: "https://evil.example" }))).toBe(true);
  expect(isCrossSite(request("POST", { "sec-fetch-site": "cross-site" }))).toBe(true);
  expect(isCrossSite(request("POST", { origin: "http://hospital.example" }))).toBe(false);
  expect(isCrossSite(request("POST", {}))).toBe(false);
  expect(isCrossSite(request("GET", { origin: "https://evil.example" }))).toBe(false);
});

it("ignores a client's X-Forwarded-Host naming the attacker's site unless TRUST_PROXY is set", () => {
  const forged = request("POST", { origin: "https://evil.example", "x-forwarded-host": "evil.example" });
  expect(isCrossSite(forged)).toBe(true);
  process.env.TRUST_PROXY = "1";
  const proxied = request("POST", { origin: "https://hospital.org", "x-forwarded-host": "hospital.org" });
  expect(isCrossSite(proxied)).toBe(false);
});
