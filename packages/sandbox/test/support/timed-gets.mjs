// Run as its own process by the no-stall test, so the test runner's pauses (its garbage
// collection after the files before it) are not counted as the sandbox's. GETs $URL with $KEY,
// 10 ms apart. It warms up (20 GETs, so its own start-up is not measured) and prints "ready";
// then each "start N" line on stdin times GETs until N are made or a "stop" line arrives, and
// prints their latencies (ms) as one JSON line. It exits when stdin closes.
import { createInterface } from 'node:readline';

const { URL: url, KEY: key } = process.env;
const pause = () => new Promise((resolve) => setTimeout(resolve, 10));

async function timedGet() {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  await response.arrayBuffer();
  if (response.status !== 200) {
    process.stderr.write(`GET ${url} answered ${response.status}\n`);
    process.exit(1);
  }
  return performance.now() - started;
}

for (let i = 0; i < 20; i++) {
  await timedGet();
  await pause();
}
let stopped = false;
const commands = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
for await (const command of commands) {
  if (command === 'stop') {
    stopped = true;
    continue;
  }
  const count = Number(command.split(' ')[1]);
  stopped = false;
  const latencies = [];
  // Runs beside the loop above, so a "stop" line is read while GETs are under way.
  void (async () => {
    while (!stopped && latencies.length < count) {
      latencies.push(await timedGet());
      await pause();
    }
    process.stdout.write(`${JSON.stringify(latencies)}\n`);
  })();
}
