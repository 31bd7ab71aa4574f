/**
 * Loaded into a bot's child process with `--import` (bench/bots.ts), beside
 * what `npm start` loads, and nothing else: asked over the IPC channel, it
 * collects garbage and answers with the process's memory, so a benchmark
 * reads what the bot retains rather than what it has not yet freed.
 */
const collect = (globalThis as { gc?: () => void }).gc;

process.on('message', (message) => {
  if (message !== 'memory') return;
  collect?.();
  collect?.();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.send?.({ kind: 'memory', rss, heapUsed, external, arrayBuffers });
});
// The channel must not keep a bot alive that was told to stop.
process.channel?.unref();
