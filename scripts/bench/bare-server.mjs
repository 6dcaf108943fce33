// The yardstick for the health endpoint: a bare Node http server answering the same JSON.
import http from 'node:http';

const body = JSON.stringify({ ok: true, message: 'OK', errors: {}, database: 'up', uptimeSeconds: 1 });
const server = http.createServer((_req, res) => {
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('listening'));
