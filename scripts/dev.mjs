// `npm run dev`: the API in watch mode on :3000 and Vite with hot reload on :5173 (proxying /api to :3000).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@portale/server'], {
    stdio: 'inherit',
    // Readable log lines through pino-pretty (a dev dependency); `npm start` logs JSON.
    env: { LOG_PRETTY: 'true', ...process.env, WEB_DIST_DIR: '' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@portale/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
