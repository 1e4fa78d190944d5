// Checks the configuration (lib/config/env.ts) for `npm start` before it builds, migrates and serves: one line per
// problem on stderr and exit code 1, or nothing and 0. `next start` runs in production, so it is checked as such.
import { configProblems } from "@/lib/config/env";

const problems = configProblems({ ...process.env, NODE_ENV: "production" });
for (const problem of problems) console.error(`Configuration: ${problem}`);
if (problems.length) {
  console.error("LawnLink does not start until the configuration above is fixed (.env.example lists every variable).");
  process.exit(1);
}
