// The HTTP server in front of Next.js (`npm start`, `npm run dev`). It exists for one reason: the
// app must know each request's TCP peer, and `next start` only copies it into X-Forwarded-For when
// the client sent no such header, so a client could name any address. Here every request carries
// the peer in a header whose name is drawn at random per process (no client can send or guess it);
// lib/auth/client-ip.ts reads it, and X-Forwarded-For only behind TRUST_PROXY.
//
// Usage: node server.mjs [--dev] [-p PORT] [-H HOSTNAME] [--keepAliveTimeout MS]
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
    keepAliveTimeout: { type: "string" },
  },
});

const dev = values.dev;
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;
const keepAliveTimeout = values.keepAliveTimeout === undefined ? undefined : Number(values.keepAliveTimeout);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`invalid port: ${values.port ?? process.env.PORT}`);
if (keepAliveTimeout !== undefined && !(Number.isInteger(keepAliveTimeout) && keepAliveTimeout >= 0)) {
  fail(`invalid --keepAliveTimeout: ${values.keepAliveTimeout}`);
}

// As the next CLI does: the mode decides NODE_ENV unless it was set to a standard value.
if (!["production", "development", "test"].includes(process.env.NODE_ENV ?? "")) {
  process.env.NODE_ENV = dev ? "development" : "production";
}

const peerHeader = `x-peer-address-${randomBytes(16).toString("hex")}`;
globalThis[Symbol.for("hospital.peerAddressHeader")] = peerHeader;

const { default: next } = await import("next");
const app = next({ dev, dir: path.dirname(fileURLToPath(import.meta.url)), hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
try {
  await app.prepare();
} catch (error) {
  console.error(error);
  process.exit(1);
}

const server = createServer((req, res) => {
  req.headers[peerHeader] = req.socket.remoteAddress ?? "";
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
const upgrade = app.getUpgradeHandler();
server.on("upgrade", (req, socket, head) => {
  req.headers[peerHeader] = req.socket.remoteAddress ?? "";
  upgrade(req, socket, head).catch(() => socket.destroy());
});
server.on("error", (error) => fail(`failed to start the server: ${error.message}`));
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname ?? "localhost"}:${port} (${dev ? "development" : process.env.NODE_ENV})`);
});

function fail(message) {
  console.error(message);
  process.exit(1);
}
