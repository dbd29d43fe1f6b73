import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** CPU seconds (user + system) a process has used so far, from /proc (Linux clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const message = (id: number | undefined, method: string, params: object = {}) =>
  `${JSON.stringify({ jsonrpc: '2.0', ...(id === undefined ? {} : { id }), method, params })}\n`;

/**
 * Starts an MCP server over stdio as a client would (`node <args>`), opens it by hand with raw
 * JSON-RPC — initialize, initialized, tools/list — and closes stdin once tools/list is answered.
 * Resolves with every stdout line, the tools, the server's CPU time when it answered (CPU time,
 * which a busy machine cannot inflate: waiting for a core is not counted), stderr and exit code.
 */
export async function rawToolsList(
  args: string[],
  options: { cwd: string; env: Record<string, string | undefined> },
) {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines: string[] = [];
  const answered = new Promise<{ cpu: number; tools: { name: string }[] }>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`the server exited ${code}: ${stderr}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      const parsed = JSON.parse(line);
      if (parsed.id === 2)
        resolve({ cpu: cpuSeconds(child.pid as number), tools: parsed.result.tools });
    });
  });
  child.stdin.write(
    message(1, 'initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'raw', version: '1' },
    }),
  );
  child.stdin.write(message(undefined, 'notifications/initialized'));
  child.stdin.write(message(2, 'tools/list'));
  const { cpu, tools } = await answered;
  child.stdin.end();
  const code = await exited;
  return { cpu, tools, lines, stderr, code };
}
