// The end-to-end suites' mail server: an SMTP receiver the application delivers to (SMTP_URL in
// playwright.config.ts), and a small HTTP reader the tests ask for what was received
// (e2e/support/mail.ts). Mail is really sent by the application through nodemailer, so a test that
// follows a mailed link follows what a person would have received. Nothing leaves the machine.
import http from "node:http";
import net from "node:net";

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_PORT);
if (!smtpPort || !httpPort) throw new Error("mail-sink: E2E_SMTP_PORT and E2E_MAIL_PORT are required");

/** @type {{ to: string[]; subject: string; text: string; receivedAt: string }[]} */
const messages = [];

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header. */
function decodeWords(value) {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset, kind, text) => {
    const bytes =
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16))), "latin1");
    return bytes.toString(/utf-?8/i.test(charset) ? "utf8" : "latin1");
  });
}

function decodeBody(body, encoding) {
  if (/quoted-printable/i.test(encoding)) {
    const joined = body.replace(/=\r?\n/g, "");
    return Buffer.from(joined.replace(/=([0-9A-Fa-f]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Headers (unfolded) and the decoded text of a single-part message. */
function parse(data) {
  const split = data.indexOf("\n\n");
  const head = (split >= 0 ? data.slice(0, split) : data).replace(/\n[ \t]+/g, " ");
  const body = split >= 0 ? data.slice(split + 2) : "";
  const headers = {};
  for (const line of head.split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { subject: decodeWords(headers.subject ?? ""), text: decodeBody(body, headers["content-transfer-encoding"] ?? "") };
}

net
  .createServer((socket) => {
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let current = { to: [], data: "" };
    const reply = (line) => socket.write(`${line}\r\n`);
    reply("220 mail-sink ESMTP");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            messages.push({ to: current.to, ...parse(current.data), receivedAt: new Date().toISOString() });
            current = { to: [], data: "" };
            reply("250 OK");
          } else {
            current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-mail-sink\r\n250 8BITMIME\r\n");
        else if (verb === "HELO") reply("250 mail-sink");
        else if (verb === "MAIL") reply("250 OK");
        else if (verb === "RCPT") {
          current.to.push(line.replace(/^RCPT TO:\s*<?([^>\s]*)>?.*$/i, "$1").toLowerCase());
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET") {
          current = { to: [], data: "" };
          reply("250 OK");
        } else if (verb === "NOOP") reply("250 OK");
        else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
        } else reply("502 Command not implemented");
      }
    });
  })
  .listen(smtpPort, "127.0.0.1");

// GET /messages?to=address: the messages for that address, oldest first. GET /health: 200.
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/health") return res.end("ok");
    if (url.pathname !== "/messages") {
      res.statusCode = 404;
      return res.end();
    }
    const to = url.searchParams.get("to")?.toLowerCase();
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
  })
  .listen(httpPort, "127.0.0.1");
