import { clientIp, normalizeAddress, PEER_HEADER_SLOT, resolveClientAddress } from "./client-ip";

// The client address decides per-address rate limits and is written to the audit log. It comes
// from the TCP connection (server.mjs reports it in a per-process header); X-Forwarded-For, which
// any client can write, is read only behind proxies the operator declares with TRUST_PROXY.

const PEER_HEADER = "x-peer-address-test";
const request = (peer: string | null, forwardedFor?: string) => {
  const h = new Headers();
  if (peer !== null) h.set(PEER_HEADER, peer);
  if (forwardedFor !== undefined) h.set("x-forwarded-for", forwardedFor);
  return h;
};
const slot = globalThis as Record<symbol, unknown>;
const saved = process.env.TRUST_PROXY;

beforeEach(() => {
  slot[PEER_HEADER_SLOT] = PEER_HEADER;
  delete process.env.TRUST_PROXY;
});
afterAll(() => {
  delete slot[PEER_HEADER_SLOT];
  if (saved === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved;
});

describe("clientIp without TRUST_PROXY", () => {
  it("is the connection's address, whatever X-Forwarded-For claims", () => {
    expect(clientIp(request("10.1.0.7", "203.0.113.50"))).toBe("10.1.0.7");
    expect(clientIp(request("10.1.0.7", "203.0.113.50, 10.1.0.9"))).toBe("10.1.0.7");
    expect(clientIp(request("10.1.0.7"))).toBe("10.1.0.7");
  });

  it.each(["", "0", "false", "FALSE"])("ignores the header with TRUST_PROXY=%p", (value) => {
    process.env.TRUST_PROXY = value;
    expect(clientIp(request("10.1.0.7", "203.0.113.50"))).toBe("10.1.0.7");
  });

  it("is unknown (null) when the server did not report the connection, rather than taken from a header", () => {
    delete slot[PEER_HEADER_SLOT];
    jest.spyOn(console, "warn").mockImplementation(() => {});
    expect(clientIp(request("10.1.0.7", "203.0.113.50"))).toBeNull();
  });

  it("does not take a peer header of another name from the client", () => {
    const h = request(null, "203.0.113.50");
    h.set("x-peer-address-guess", "203.0.113.51");
    expect(clientIp(h)).toBeNull();
  });
});

describe("clientIp behind TRUST_PROXY hops", () => {
  // client 198.51.100.23 -> proxy A (192.0.2.10) -> proxy B (10.0.0.2) -> app; each proxy appended its peer.
  const chain = "203.0.113.99, 198.51.100.23, 192.0.2.10"; // the first entry is the client's own claim

  it.each([
    ["1", "192.0.2.10"],
    ["true", "192.0.2.10"],
    ["2", "198.51.100.23"],
    ["3", "203.0.113.99"],
  ])("TRUST_PROXY=%s takes that many hops from the right of X-Forwarded-For + peer", (value, expected) => {
    process.env.TRUST_PROXY = value;
    expect(clientIp(request("10.0.0.2", chain))).toBe(expected);
  });

  it("a chain shorter than the hops ends at its first address; no header means the peer", () => {
    process.env.TRUST_PROXY = "5";
    expect(clientIp(request("10.0.0.2", "198.51.100.23"))).toBe("198.51.100.23");
    process.env.TRUST_PROXY = "1";
    expect(clientIp(request("10.0.0.2"))).toBe("10.0.0.2");
  });

  it.each(["yes", "-1", "1.5", "10.0.0.0/8", "loopback", "100"])("refuses TRUST_PROXY=%p with a message naming the variable", (value) => {
    process.env.TRUST_PROXY = value;
    expect(() => clientIp(request("10.0.0.2", "198.51.100.23"))).toThrow(/TRUST_PROXY/);
  });
});

describe("resolveClientAddress with malformed entries", () => {
  it("stops at a malformed hop: the address to its right stands", () => {
    expect(resolveClientAddress("10.0.0.2", "unknown", 1)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "198.51.100.23, <script>", 2)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.2", "not-an-ip, 198.51.100.23", 2)).toBe("198.51.100.23");
    expect(resolveClientAddress("10.0.0.2", "198.51.100.23,, 192.0.2.10", 3)).toBe("192.0.2.10");
    expect(resolveClientAddress("10.0.0.2", "", 1)).toBe("10.0.0.2");
  });

  it("has no address when the peer itself is missing or malformed", () => {
    expect(resolveClientAddress(null, "198.51.100.23", 1)).toBeNull();
    expect(resolveClientAddress("", "198.51.100.23", 1)).toBeNull();
    expect(resolveClientAddress("garbage", "198.51.100.23", 1)).toBeNull();
  });

  it("spells one client one way: no port, no brackets, IPv4 not mapped into IPv6, lower case", () => {
    expect(normalizeAddress("::ffff:10.1.0.7")).toBe("10.1.0.7");
    expect(normalizeAddress(" 198.51.100.23:52344 ")).toBe("198.51.100.23");
    expect(normalizeAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("2001:DB8::1")).toBe("2001:db8::1");
    expect(normalizeAddress("999.1.1.1")).toBeNull();
    expect(normalizeAddress("1.2.3.4:5:6")).toBeNull();
  });
});
