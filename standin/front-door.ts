// The stand-in's REST front door: a thread of its own that notes when each request arrives, as Discord does, however busy the stand-in's own thread is.
import { Worker } from 'node:worker_threads';

/** The header the front door adds: the wall-clock time (ms) the request's headers reached it. */
export const ARRIVED_AT_HEADER = 'x-stand-in-arrived-at';

/**
 * Discord notes a request when it reaches Discord: a callback is late, or a
 * second holds its 50 requests, by that time. The stand-in shares its thread
 * with the bot in tests and the sandbox, so it reads a request only once the
 * bot's work of the moment is done (a burst of 150 joins is some 0.5 s of
 * it, seconds on a busy machine): noted then, a reply the bot sent in time
 * read as late. The front door is a thread that does nothing else: it takes
 * each request as it comes, notes the time on it and passes it to the
 * stand-in's own server, and the answer back. Plain JavaScript, run as is:
 * a worker thread does not go through the test runner's TypeScript.
 */
const FRONT_DOOR = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const inside = new http.Agent({ keepAlive: true });
// Hop-by-hop headers are each connection's own (RFC 9110, 7.6.1): the server here sets its own.
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);
// One door for every stand-in of the process: /to/<port>/api/... is the stand-in on <port>'s /api/....
const server = http.createServer((request, response) => {
  const arrivedAt = Date.now();
  const to = (request.url || '').match(/^[/]to[/]([0-9]+)([/].*)$/);
  if (!to) {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: '404: Not Found', code: 0 }));
    return;
  }
  const headers = { ...request.headers, [workerData.header]: String(arrivedAt) };
  const onward = http.request(
    { host: '127.0.0.1', port: Number(to[1]), method: request.method, path: to[2], headers, agent: inside },
    (answer) => {
      const kept = [];
      for (let at = 0; at < answer.rawHeaders.length; at += 2) {
        if (!HOP.has(answer.rawHeaders[at].toLowerCase())) kept.push(answer.rawHeaders[at], answer.rawHeaders[at + 1]);
      }
      response.writeHead(answer.statusCode, answer.statusMessage, kept);
      answer.pipe(response);
    },
  );
  onward.on('error', (error) => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'the stand-in is gone: ' + error.message, code: 0 }));
  });
  request.pipe(onward);
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

let door: Promise<number> | null = null;

/**
 * Where a stand-in's REST is reached through the front door (one thread for
 * the process, opened at the first stand-in and left open: it holds nothing
 * of any stand-in's, and does not keep the process alive).
 */
export async function frontDoorTo(port: number): Promise<string> {
  door ??= new Promise<number>((resolve, reject) => {
    const worker = new Worker(FRONT_DOOR, { eval: true, workerData: { header: ARRIVED_AT_HEADER } });
    worker.unref();
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return `http://127.0.0.1:${await door}/to/${port}`;
}
