// `npm run dev`: the API with reload on change (tsx watch) and Vite with hot module reload.
import { spawn } from "node:child_process";

const env = {
  ...process.env,
  TRUSTED_ORIGINS: "http://localhost:5173",
  PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
};
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite"], { stdio: "inherit", env }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => code && stop());
