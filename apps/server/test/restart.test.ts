import { join } from "node:path";
import { restartSuite } from "./support/restartSuite.js";

restartSuite("SQLite", async (directory) => ({ url: `file:${join(directory, "lifeos.db")}` }));
