/** How many `next start` processes `npm start` runs (scripts/server-processes.mjs). */
export function serverProcesses(env: Readonly<Record<string, string | undefined>>, cores: number): number;
