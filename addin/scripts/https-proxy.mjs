#!/usr/bin/env node
/**
 * Development only: https://localhost:3000 in front of `vouch serve` (HTTP and the WebSocket), so Word, which
 * loads add-ins only over https, can load the taskpane the server serves. Node built-ins only.
 *
 *   npx office-addin-dev-certs install       # once: a trusted localhost certificate in ~/.office-addin-dev-certs
 *   VOUCH_PUBLIC_URL=https://localhost:3000 .venv/bin/vouch serve
 *   npm run dev-proxy
 *
 * VOUCH_DEV_UPSTREAM (default http://127.0.0.1:8000), VOUCH_DEV_PORT (3000), VOUCH_DEV_CERT / VOUCH_DEV_KEY
 * (default ~/.office-addin-dev-certs/localhost.crt and .key).
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { homedir } from "node:os";
import { join } from "node:path";

const upstream = new URL(process.env.VOUCH_DEV_UPSTREAM ?? "http://127.0.0.1:8000");
const port = Number(process.env.VOUCH_DEV_PORT ?? 3000);
const certs = join(homedir(), ".office-addin-dev-certs");
const certFile = process.env.VOUCH_DEV_CERT ?? join(certs, "localhost.crt");
const keyFile = process.env.VOUCH_DEV_KEY ?? join(certs, "localhost.key");

let tls;
try {
  tls = { cert: readFileSync(certFile), key: readFileSync(keyFile) };
} catch (err) {
  console.error(`no certificate at ${certFile} / ${keyFile} (${err.code}).`);
  console.error("Run `npx office-addin-dev-certs install` once, or set VOUCH_DEV_CERT and VOUCH_DEV_KEY.");
  process.exit(1);
}

const server = https.createServer(tls, (req, res) => {
  const forward = http.request(
    {
      host: upstream.hostname,
      port: upstream.port || 80,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, "x-forwarded-proto": "https", "x-forwarded-host": req.headers.host ?? "" },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on("error", (err) => {
    res.writeHead(502, { "content-type": "text/plain" });
    res.end(`vouch serve is not answering at ${upstream.origin}: ${err.message}\n`);
  });
  req.pipe(forward);
});

// WebSocket: hand the upgrade request to the server as it came and pipe both ways.
server.on("upgrade", (req, socket, head) => {
  const target = net.connect(Number(upstream.port || 80), upstream.hostname, () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    target.write(`${lines.join("\r\n")}\r\n\r\n`);
    if (head?.length) target.write(head);
    target.pipe(socket).pipe(target);
  });
  const close = () => {
    socket.destroy();
    target.destroy();
  };
  target.on("error", close);
  socket.on("error", close);
});

server.listen(port, "127.0.0.1", () => {
  console.log(`https://localhost:${port} -> ${upstream.origin} (taskpane at https://localhost:${port}/taskpane/)`);
});
