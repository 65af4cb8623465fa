// Listens where Google's libraries look for the cloud metadata server and records every request
// that reaches it, one JSON line each, so a run can prove that nothing looked. It answers 403, as
// the metadata address of a machine outside Google Cloud may, so a client that asks carries on
// the way it would there.
import fs from 'node:fs';
import http from 'node:http';

const [host, port, logFile] = process.argv.slice(2);
if (!host || !port || !logFile) {
  console.error('Usage: node metadataTrap.mjs <host> <port> <log file>');
  process.exit(2);
}

fs.writeFileSync(logFile, '');
const server = http.createServer((request, response) => {
  const line = {
    at: new Date().toISOString(),
    method: request.method,
    url: request.url,
    host: request.headers.host,
    userAgent: request.headers['user-agent'] ?? null,
  };
  fs.appendFileSync(logFile, `${JSON.stringify(line)}\n`);
  response.writeHead(403, { 'content-type': 'text/plain' }).end('no metadata here\n');
});
server.listen(Number(port), host, () => console.log(`metadata trap listening on ${host}:${port}`));
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => process.exit(0));
