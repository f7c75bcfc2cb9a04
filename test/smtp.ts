import net from "node:net";

// A local SMTP server speaking just enough of RFC 5321 for nodemailer; never the network.
export type Received = { from: string; to: string[]; data: string };

export function fakeSmtp(options: { rejectRcpt?: boolean; greetingDelayMs?: number } = {}) {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let current: Received = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    // A slow server waits before its greeting (the forgotten-password timing test).
    const greeting = setTimeout(() => reply("220 fake.test ESMTP"), options.greetingDelayMs ?? 0);
    socket.on("close", () => clearTimeout(greeting));
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(current);
            current = { from: "", to: [], data: "" };
            reply("250 2.0.0 queued");
          } else current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        switch (line.slice(0, 4).toUpperCase()) {
          case "EHLO":
          case "HELO":
            reply("250 fake.test");
            break;
          case "MAIL":
            current.from = line;
            reply("250 2.1.0 OK");
            break;
          case "RCPT":
            if (options.rejectRcpt) {
              reply("550 5.1.1 No such user here");
            } else {
              current.to.push(line);
              reply("250 2.1.5 OK");
            }
            break;
          case "DATA":
            inData = true;
            reply("354 End data with <CR><LF>.<CR><LF>");
            break;
          case "RSET":
          case "NOOP":
            reply("250 OK");
            break;
          case "QUIT":
            reply("221 Bye");
            socket.end();
            break;
          default:
            reply("502 Command not implemented");
        }
      }
    });
    socket.on("error", () => {});
  });
  return {
    received,
    async start(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return (server.address() as net.AddressInfo).port;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

