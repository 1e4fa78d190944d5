import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";

/**
 * The embedded database (a folder, or memory when none is given), with the extensions the migrations create: `cube`,
 * for the jobs' nearest-first index (migration nearest_job_location). Every embedded database is opened here, so
 * none lacks one. `loadDataDir` starts it from a dump of another (tests copy one migrated template).
 */
export function openPGlite(dataDir?: string, loadDataDir?: Blob): PGlite {
  return new PGlite({ dataDir, loadDataDir, extensions: { cube } });
}
