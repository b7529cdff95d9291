import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { signIn, startPg, freePort } from './support/server';
const cluster = (await startPg())!;
const port = await freePort();
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: cluster.url, SEED_ORDERS_PER_TENANT: '20000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(`${url}/gateway/login.css`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
const path = process.env.P ?? '/back/api/scm-app/supplier/order/search';
const clients = [] as { agent: Agent; cookie: string }[];
for (let i = 0; i < 16; i++) clients.push({ agent: new Agent({ keepAlive: true, maxSockets: 1 }), cookie: await signIn(url) });
const payload = JSON.stringify({ conditions: {}, pageSize: 20, cursor: null });
const send = (k: { agent: Agent; cookie: string }) => new Promise<number>((resolve, reject) => {
  const req = request(`${url}${path}`, { method: 'POST', agent: k.agent, headers: { Cookie: k.cookie, 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Origin: url, 'Accept-Encoding': 'gzip' } }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)); });
  req.on('error', reject); req.end(payload);
});
let left = Number(process.env.N ?? 4000); let bad = 0;
const t0 = performance.now();
await Promise.all(clients.map(async (k) => { while (left-- > 0) if ((await send(k)) !== 200) bad++; }));
console.log('rps', (Number(process.env.N ?? 4000) / ((performance.now() - t0) / 1000)).toFixed(0), 'bad', bad);
child.kill('SIGINT');
await new Promise((r) => child.once('exit', r));
cluster.stop();
